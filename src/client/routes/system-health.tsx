import { HealthScreen } from '@/client/features/system-status/health-screen'

/** `/system-health`: the footer's "System health", readable (decision 273). */
export default function SystemHealthScreen() {
  return <HealthScreen />
}
