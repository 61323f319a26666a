import { OperatorScreen } from '@/client/components/operator-screen'
import { SystemEnhancementsContent } from './home-system-enhancements'

/** `/system-dashboard`, `/strategic-enhancements`, `/self-repair-dashboard`. */
export default function SystemEnhancementsScreen() {
  return (
    <OperatorScreen eyebrow="System" fallbackTitle="System Dashboard">
      <SystemEnhancementsContent />
    </OperatorScreen>
  )
}
