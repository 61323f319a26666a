import type { systemSchemas } from '../contract/system'
import { endpoints } from '../endpoint'

/** The system screens: components, health, metrics, maintenance, instances, test summary. */
export const systemEndpoints = endpoints<typeof systemSchemas>({
  liveness: 'GET /healthz',
  readiness: 'GET /readyz',
  enhancements: 'GET /api/system/enhancements',
  health: 'GET /api/system/health',
  metrics: 'GET /api/system/metrics',
  optimize: 'POST /api/system/optimize',
  sync: 'POST /api/system/sync',
  instances: 'GET /api/system/instances',
  testSummary: 'GET /api/system/test-summary',
})
