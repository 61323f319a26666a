import { contract, errors, read, schemas } from '../endpoint-schema'
import { ErrorResponseSchema } from '../errors'
import { observerEndpoints } from '../endpoints/observer'
import * as observer from '../observer'

export const observerSchemas = schemas({
  invoke: {
    cost: 'model',
    summary:
      'Invoke Agent Zero: invoke (answer), audit (integrity checks), reset (its own state; administrators), genesis, verify (Truth Check: each live check with its status)',
    body: observer.InvokeInputSchema,
    response: {
      200: observer.InvokeResultSchema,
      ...errors(401, 403, 502, 503),
      // Not among the shared error statuses: an AI provider that timed out.
      504: ErrorResponseSchema,
    },
  },
  observations: {
    summary:
      'Observations, newest first; page back with `before`, filter by `category` or `type`; security events only for administrators',
    querystring: observer.ObservationListQuerySchema,
    response: { 200: observer.ObservationListSchema },
  },
  status: read(
    'Observer state, totals, integrity of the latest audit',
    observer.AgentZeroStatusSchema,
  ),
  checks: read('The integrity checks Agent Zero can run', observer.IntegrityCheckListSchema),
  checkResults: read(
    "Every integrity check's latest result, at most 30 s old, for reading; not recorded as an observation",
    observer.CheckResultListSchema,
  ),
  runChecks: {
    summary: 'Run some or all integrity checks; each run becomes an observation (administrators)',
    body: observer.RunChecksInputSchema,
    response: { 200: observer.CheckResultListSchema },
  },
})

export const observerContract = contract('agent-zero', observerEndpoints, observerSchemas)
