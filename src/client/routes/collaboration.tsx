import { CollaborationHub } from '@/client/features/collaboration-hub/collaboration-hub'

/** `/collaboration`: loaded with the app, not lazily (spec part 2 §2.1). */
export function CollaborationScreen() {
  return <CollaborationHub />
}
