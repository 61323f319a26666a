import type * as system from '../system'
import type * as testSummary from '../test-summary'
import { post, read } from '../endpoint'

/** The system screens: components, health, metrics, maintenance, instances, test summary. */
export const systemEndpoints = {
  liveness: read<typeof system.HealthSchema>('/healthz'),
  readiness: read<typeof system.ReadinessSchema>('/readyz'),
  enhancements: read<typeof system.EnhancementListSchema>('/api/system/enhancements'),
  health: read<typeof system.SystemHealthSchema>('/api/system/health'),
  metrics: read<typeof system.MetricsSnapshotSchema>('/api/system/metrics'),
  optimize: post<{ response: typeof system.MaintenanceResultSchema }>('/api/system/optimize'),
  sync: post<{ response: typeof system.MaintenanceResultSchema }>('/api/system/sync'),
  instances: read<typeof system.InstanceListSchema>('/api/system/instances'),
  testSummary: read<typeof testSummary.TestSummaryResponseSchema>('/api/system/test-summary'),
}
