import { queryKeyOf } from '@/client/lib/api'
import { observerEndpoints } from '@/shared/endpoints/observer'

/** Every cached observation list starts with the list's path. */
export const OBSERVATIONS_PATH = observerEndpoints.observations.path

/** docs/product/agent-zero.md: observations are polled every 10 s while the live stream is down. */
export const POLL_MS = 10_000
export const PAGE_SIZE = 50

export const statusKey = queryKeyOf(observerEndpoints.status)
export const checksKey = queryKeyOf(observerEndpoints.checks)
export const checkResultsKey = queryKeyOf(observerEndpoints.checkResults)
/** The panel's list, paged back with `before`. */
export const observationPagesKey = [OBSERVATIONS_PATH, 'pages'] as const
/** The newest `limit` observations, for screens that count or filter them. */
export const latestObservationsKey = (limit: number) => [OBSERVATIONS_PATH, { limit }] as const
