import { errors, operation } from '../endpoint-schema'
import { systemEndpoints } from '../endpoints/system'
import {
  EnhancementListSchema,
  HealthSchema,
  InstanceListSchema,
  MaintenanceResultSchema,
  MetricsSnapshotSchema,
  ReadinessSchema,
  SystemHealthSchema,
} from '../system'
import { TestSummaryResponseSchema } from '../test-summary'

const tags = ['system']

export const systemContract = {
  liveness: operation(systemEndpoints.liveness, {
    tags,
    summary: 'Liveness with a database round-trip',
    response: { 200: HealthSchema, ...errors(503) },
  }),
  readiness: operation(systemEndpoints.readiness, {
    tags,
    summary: 'Readiness: false while shutting down',
    response: { 200: ReadinessSchema, 503: ReadinessSchema },
  }),
  enhancements: operation(systemEndpoints.enhancements, {
    tags,
    summary: 'The platform components, what each adds, and their state',
    response: { 200: EnhancementListSchema },
  }),
  health: operation(systemEndpoints.health, {
    tags,
    summary: 'Components, load, memory, response time and uptime',
    response: { 200: SystemHealthSchema },
  }),
  metrics: operation(systemEndpoints.metrics, {
    tags,
    summary: 'Request metrics of the last 15 minutes (also at /metrics as Prometheus text)',
    response: { 200: MetricsSnapshotSchema },
  }),
  optimize: operation(systemEndpoints.optimize, {
    tags,
    summary: 'VACUUM ANALYZE the database, drop caches, prune old events (administrators)',
    response: { 200: MaintenanceResultSchema },
  }),
  sync: operation(systemEndpoints.sync, {
    tags,
    summary:
      'Rebuild the search index and the AI knowledge base from their sources (administrators)',
    response: { 200: MaintenanceResultSchema },
  }),
  instances: operation(systemEndpoints.instances, {
    tags,
    summary:
      'Instances sharing this database, from their heartbeats (host name and pid for administrators)',
    response: { 200: InstanceListSchema },
  }),
  testSummary: operation(systemEndpoints.testSummary, {
    tags,
    summary: 'The counts of the last `npm test` run recorded where this server runs, or null',
    response: { 200: TestSummaryResponseSchema },
  }),
}
