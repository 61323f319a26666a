import { useLocation } from 'react-router'
import { MirrorChat } from '@/client/features/persona-chat/mirror-chat'
import { findRoute } from '@/shared/routes'

/** `/superior-ai` and `/chamber-of-mirrors`. */
export default function MirrorChatScreen() {
  const { pathname } = useLocation()
  return <MirrorChat title={findRoute(pathname)?.title ?? 'Chamber of Mirrors'} />
}
