import type * as system from '../system'
import type * as testSummary from '../test-summary'
import { get, post } from '../endpoint'

/** The system screens: components, health, metrics, maintenance, instances, test summary. */
export const systemEndpoints = {
  liveness: get<{ response: typeof system.HealthSchema }>('/healthz'),
  readiness: get<{ response: typeof system.ReadinessSchema }>('/readyz'),
  enhancements: get<{ response: typeof system.EnhancementListSchema }>('/api/system/enhancements'),
  health: get<{ response: typeof system.SystemHealthSchema }>('/api/system/health'),
  metrics: get<{ response: typeof system.MetricsSnapshotSchema }>('/api/system/metrics'),
  optimize: post<{ response: typeof system.MaintenanceResultSchema }>('/api/system/optimize'),
  sync: post<{ response: typeof system.MaintenanceResultSchema }>('/api/system/sync'),
  instances: get<{ response: typeof system.InstanceListSchema }>('/api/system/instances'),
  testSummary: get<{ response: typeof testSummary.TestSummaryResponseSchema }>(
    '/api/system/test-summary',
  ),
}
