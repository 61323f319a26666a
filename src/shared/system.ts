import { z } from 'zod'

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  databaseLatencyMs: z.number().nonnegative(),
  uptimeSeconds: z.number().nonnegative(),
})
export type Health = z.infer<typeof HealthSchema>

export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'shutting-down']),
})
export type Readiness = z.infer<typeof ReadinessSchema>

/** docs/product/dashboards-and-operations.md "System health", from real figures. */
export const SystemHealthSchema = z.object({
  totalComponents: z.number().int(),
  enhancedComponents: z.number().int(),
  /** 1-minute load average per core, in percent (kept for existing callers). */
  systemLoad: z.number(),
  /** The machine's 1-minute load average: tasks running or waiting for a core. */
  loadAverage: z.number(),
  /** Cores the load is shared over. */
  cpuCores: z.number().int(),
  /** Resident memory as a percentage of the machine's memory. */
  memoryUsage: z.number(),
  /** Median request time over the last 15 minutes, in ms. */
  responseTime: z.number(),
  uptime: z.number().int(),
  /** The default model as this instance last saw it; null fields: not checked yet. */
  ai: z.object({
    engine: z.enum(['offline', 'model']),
    model: z.string(),
    reachable: z.boolean().nullable(),
    latencyMs: z.number().nullable(),
    /** Replies the offline engine gave in place of a failed model since start. */
    fallbacks: z.number().int(),
  }),
})
export type SystemHealth = z.infer<typeof SystemHealthSchema>

export const EnhancementSchema = z.object({
  component: z.string(),
  enhancementType: z.string(),
  description: z.string(),
  impact: z.enum(['high', 'medium', 'low']),
  status: z.enum(['active', 'pending', 'completed', 'error']),
  agentZeroIntegration: z.boolean(),
  timestamp: z.string(),
})

export const EnhancementListSchema = z.array(EnhancementSchema)
export type Enhancement = z.infer<typeof EnhancementSchema>

export const MaintenanceResultSchema = z.object({
  message: z.string(),
  durationMs: z.number(),
  actions: z.array(z.string()),
})

export const MetricsSnapshotSchema = z.object({
  windowMinutes: z.number().int(),
  requests: z.number().int(),
  errors: z.number().int(),
  errorRate: z.number(),
  p50: z.number(),
  p95: z.number(),
  p99: z.number(),
  requestsPerMinute: z.array(
    z.object({
      minute: z.string(),
      count: z.number().int(),
      errors: z.number().int(),
      p95: z.number(),
    }),
  ),
  routes: z.array(
    z.object({
      route: z.string(),
      count: z.number().int(),
      errors: z.number().int(),
      p50: z.number(),
      p99: z.number(),
    }),
  ),
  eventLoopLagMs: z.number(),
  memory: z.object({ rssMb: z.number(), heapUsedMb: z.number(), heapTotalMb: z.number() }),
  uptimeSeconds: z.number().int(),
})

export const InstanceSchema = z.object({
  id: z.string(),
  /** Where it runs: administrators only (null for everyone else). */
  hostname: z.string().nullable(),
  pid: z.number().int().nullable(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  alive: z.boolean(),
  current: z.boolean(),
})

export const InstanceListSchema = z.array(InstanceSchema)
