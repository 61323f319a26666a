import { PlatformGuide } from '@/client/features/docs/platform-guide'

export default function PlatformGuideScreen() {
  return <PlatformGuide />
}
