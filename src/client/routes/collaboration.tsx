import { CollaborationHub } from '@/client/features/collaboration-hub/collaboration-hub'

/**
 * `/collaboration`: lazy like every screen but home, against docs/product/landing-and-navigation.md
 * (decision 106).
 */
export default function CollaborationRoute() {
  return <CollaborationHub />
}
