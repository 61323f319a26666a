import { contract, errors, read, schemas } from '../endpoint-schema'
import { systemEndpoints } from '../endpoints/system'
import * as system from '../system'
import * as testSummary from '../test-summary'

export const systemSchemas = schemas({
  liveness: {
    summary: 'Liveness with a database round-trip',
    response: { 200: system.HealthSchema, ...errors(503) },
  },
  readiness: {
    summary: 'Readiness: false while shutting down',
    response: { 200: system.ReadinessSchema, 503: system.ReadinessSchema },
  },
  enhancements: read(
    'The platform components, what each adds, and their state',
    system.EnhancementListSchema,
  ),
  health: read('Components, load, memory, response time and uptime', system.SystemHealthSchema),
  metrics: read(
    'Request metrics of the last 15 minutes (also at /metrics as Prometheus text)',
    system.MetricsSnapshotSchema,
  ),
  optimize: read(
    'VACUUM ANALYZE the database, drop caches, prune old events (administrators)',
    system.MaintenanceResultSchema,
  ),
  sync: read(
    'Rebuild the search index and the AI knowledge base from their sources (administrators)',
    system.MaintenanceResultSchema,
  ),
  instances: read(
    'Instances sharing this database, from their heartbeats (host name and pid for administrators)',
    system.InstanceListSchema,
  ),
  testSummary: read(
    'The counts of the last `npm test` run recorded where this server runs, or null',
    testSummary.TestSummaryResponseSchema,
  ),
})

export const systemContract = contract('system', systemEndpoints, systemSchemas)
