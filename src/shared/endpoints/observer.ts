import type { observerSchemas } from '../contract/observer'
import { endpoints } from '../endpoint'

/** Agent Zero, the observer: invocations, observations and the integrity checks. */
export const observerEndpoints = endpoints<typeof observerSchemas>({
  invoke: 'POST /api/agent-zero/invoke',
  observations: 'GET /api/agent-zero/observations',
  status: 'GET /api/agent-zero/status',
  checks: 'GET /api/agent-zero/checks',
  checkResults: 'GET /api/agent-zero/checks/results',
  runChecks: 'POST /api/agent-zero/checks/run',
})
