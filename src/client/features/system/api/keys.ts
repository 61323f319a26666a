import { queryKeyOf } from '@/client/lib/api'
import { systemEndpoints } from '@/shared/endpoints/system'

export const healthKey = queryKeyOf(systemEndpoints.health)
export const enhancementsKey = queryKeyOf(systemEndpoints.enhancements)
export const metricsKey = queryKeyOf(systemEndpoints.metrics)
export const instancesKey = queryKeyOf(systemEndpoints.instances)

/** Health and enhancements run the integrity checks on the server; every 30 s is plenty. */
export const HEALTH_POLL_MS = 30_000
