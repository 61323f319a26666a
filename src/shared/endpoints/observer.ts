import { get, post } from '../endpoint'
import type {
  AgentZeroStatusSchema,
  CheckResultListSchema,
  IntegrityCheckListSchema,
  InvokeInputSchema,
  InvokeResultSchema,
  ObservationListQuerySchema,
  ObservationListSchema,
  RunChecksInputSchema,
} from '../observer'

/** Agent Zero, the observer: invocations, observations and the integrity checks. */
export const observerEndpoints = {
  invoke: post<{ body: typeof InvokeInputSchema; response: typeof InvokeResultSchema }>(
    '/api/agent-zero/invoke',
  ),
  observations: get<{
    query: typeof ObservationListQuerySchema
    response: typeof ObservationListSchema
  }>('/api/agent-zero/observations'),
  status: get<{ response: typeof AgentZeroStatusSchema }>('/api/agent-zero/status'),
  checks: get<{ response: typeof IntegrityCheckListSchema }>('/api/agent-zero/checks'),
  checkResults: get<{ response: typeof CheckResultListSchema }>('/api/agent-zero/checks/results'),
  runChecks: post<{ body: typeof RunChecksInputSchema; response: typeof CheckResultListSchema }>(
    '/api/agent-zero/checks/run',
  ),
}
