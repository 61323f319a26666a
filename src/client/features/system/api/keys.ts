export const HEALTH_PATH = '/api/system/health'
export const ENHANCEMENTS_PATH = '/api/system/enhancements'
export const METRICS_PATH = '/api/system/metrics'
export const INSTANCES_PATH = '/api/system/instances'

export const healthKey = [HEALTH_PATH] as const
export const enhancementsKey = [ENHANCEMENTS_PATH] as const
export const metricsKey = [METRICS_PATH] as const
export const instancesKey = [INSTANCES_PATH] as const

/** Health and enhancements run the integrity checks on the server; every 30 s is plenty. */
export const HEALTH_POLL_MS = 30_000
