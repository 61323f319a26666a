export const STATUS_PATH = '/api/agent-zero/status'
export const OBSERVATIONS_PATH = '/api/agent-zero/observations'
export const CHECKS_PATH = '/api/agent-zero/checks'
export const RUN_CHECKS_PATH = '/api/agent-zero/checks/run'
export const CHECK_RESULTS_PATH = '/api/agent-zero/checks/results'
export const INVOKE_PATH = '/api/agent-zero/invoke'

/** Spec part 2 §9: observations are polled every 10 s while the live stream is down. */
export const POLL_MS = 10_000
export const PAGE_SIZE = 50

export const statusKey = [STATUS_PATH] as const
export const checksKey = [CHECKS_PATH] as const
export const checkResultsKey = [CHECK_RESULTS_PATH] as const
/** The panel's list, paged back with `before`. */
export const observationPagesKey = [OBSERVATIONS_PATH, 'pages'] as const
/** The newest `limit` observations, for screens that count or filter them. */
export const latestObservationsKey = (limit: number) => [OBSERVATIONS_PATH, { limit }] as const
