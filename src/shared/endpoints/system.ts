import type {
  EnhancementListSchema,
  HealthSchema,
  InstanceListSchema,
  MaintenanceResultSchema,
  MetricsSnapshotSchema,
  ReadinessSchema,
  SystemHealthSchema,
} from '../system'
import type { TestSummaryResponseSchema } from '../test-summary'
import { get, post } from '../endpoint'

/** The system screens: components, health, metrics, maintenance, instances, test summary. */
export const systemEndpoints = {
  liveness: get<{ response: typeof HealthSchema }>('/healthz'),
  readiness: get<{ response: typeof ReadinessSchema }>('/readyz'),
  enhancements: get<{ response: typeof EnhancementListSchema }>('/api/system/enhancements'),
  health: get<{ response: typeof SystemHealthSchema }>('/api/system/health'),
  metrics: get<{ response: typeof MetricsSnapshotSchema }>('/api/system/metrics'),
  optimize: post<{ response: typeof MaintenanceResultSchema }>('/api/system/optimize'),
  sync: post<{ response: typeof MaintenanceResultSchema }>('/api/system/sync'),
  instances: get<{ response: typeof InstanceListSchema }>('/api/system/instances'),
  testSummary: get<{ response: typeof TestSummaryResponseSchema }>('/api/system/test-summary'),
}
