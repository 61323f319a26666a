import { useLocation } from 'react-router'
import { AudioScreen, type AudioTab } from '@/client/features/audio/audio-screen'

const tabOf: Record<string, AudioTab> = {
  '/audio': 'library',
  '/music-section': 'playlists',
  '/harmony-studio': 'tones',
  '/soundcloud-test': 'shared',
}

/** The audio paths share one screen, each opening on its own tab. */
export default function AudioRoute() {
  return <AudioScreen initialTab={tabOf[useLocation().pathname] ?? 'library'} />
}
