import { errors, operation } from '../endpoint-schema'
import { ErrorResponseSchema } from '../errors'
import { observerEndpoints } from '../endpoints/observer'
import {
  AgentZeroStatusSchema,
  CheckResultListSchema,
  IntegrityCheckListSchema,
  InvokeInputSchema,
  InvokeResultSchema,
  ObservationListQuerySchema,
  ObservationListSchema,
  RunChecksInputSchema,
} from '../observer'

const tags = ['agent-zero']

export const observerContract = {
  invoke: operation(observerEndpoints.invoke, {
    tags,
    summary:
      'Invoke Agent Zero: invoke (answer), audit (integrity checks), reset (its own state; administrators), genesis',
    body: InvokeInputSchema,
    response: {
      200: InvokeResultSchema,
      ...errors(400, 401, 403, 502, 503),
      // Not among the shared error statuses: an AI provider that timed out.
      504: ErrorResponseSchema,
    },
  }),
  observations: operation(observerEndpoints.observations, {
    tags,
    summary:
      'Observations, newest first; page back with `before`, filter by `category` or `type`; security events only for administrators',
    querystring: ObservationListQuerySchema,
    response: { 200: ObservationListSchema, ...errors(400) },
  }),
  status: operation(observerEndpoints.status, {
    tags,
    summary: 'Observer state, totals, integrity of the latest audit',
    response: { 200: AgentZeroStatusSchema },
  }),
  checks: operation(observerEndpoints.checks, {
    tags,
    summary: 'The integrity checks Agent Zero can run',
    response: { 200: IntegrityCheckListSchema },
  }),
  checkResults: operation(observerEndpoints.checkResults, {
    tags,
    summary:
      "Every integrity check's latest result, at most 30 s old, for reading; not recorded as an observation",
    response: { 200: CheckResultListSchema },
  }),
  runChecks: operation(observerEndpoints.runChecks, {
    tags,
    summary: 'Run some or all integrity checks; each run becomes an observation (administrators)',
    body: RunChecksInputSchema,
    response: { 200: CheckResultListSchema, ...errors(400) },
  }),
}
