import { get, post, read } from '../endpoint'
import type * as observer from '../observer'

/** Agent Zero, the observer: invocations, observations and the integrity checks. */
export const observerEndpoints = {
  invoke: post<{
    body: typeof observer.InvokeInputSchema
    response: typeof observer.InvokeResultSchema
  }>('/api/agent-zero/invoke'),
  observations: get<{
    query: typeof observer.ObservationListQuerySchema
    response: typeof observer.ObservationListSchema
  }>('/api/agent-zero/observations'),
  status: read<typeof observer.AgentZeroStatusSchema>('/api/agent-zero/status'),
  checks: read<typeof observer.IntegrityCheckListSchema>('/api/agent-zero/checks'),
  checkResults: read<typeof observer.CheckResultListSchema>('/api/agent-zero/checks/results'),
  runChecks: post<{
    body: typeof observer.RunChecksInputSchema
    response: typeof observer.CheckResultListSchema
  }>('/api/agent-zero/checks/run'),
}
