import { useLocation } from 'react-router'
import { MemoryScreen } from '@/client/features/memory/components/memory-screen'

/** `/memory-editor` opens on the facts, `/memory-branches` on the history. */
export default function MemoryRoute() {
  const { pathname } = useLocation()
  return <MemoryScreen initialTab={pathname === '/memory-branches' ? 'history' : 'facts'} />
}
