import { DreamMode } from '@/client/features/dream/dream-mode'

export default function DreamModeRoute() {
  return <DreamMode />
}
