import { MonitoringDashboard } from '@/client/features/system/monitoring-dashboard'
import { OperatorScreen } from '@/client/components/operator-screen'

/** `/comprehensive-monitoring`, `/atomic-dashboard`, `/emergence-fields-dashboard`. */
export default function MonitoringScreen() {
  return (
    <OperatorScreen eyebrow="Monitoring" fallbackTitle="Comprehensive Monitoring">
      <MonitoringDashboard />
    </OperatorScreen>
  )
}
