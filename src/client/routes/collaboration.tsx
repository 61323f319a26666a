import { CollaborationHub } from '@/client/features/collaboration-hub/collaboration-hub'

/** `/collaboration`: lazy like every screen but home, against spec part 2 §2.1 (decision 106). */
export default function CollaborationRoute() {
  return <CollaborationHub />
}
