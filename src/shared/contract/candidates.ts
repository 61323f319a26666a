import * as candidates from '../candidates'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { candidateEndpoints } from '../endpoints/candidates'

export const candidateSchemas = schemas({
  list: read(
    'External AI agents registered through the candidate bridge',
    candidates.ExternalAgentListSchema,
  ),
  register: {
    summary:
      'Register an external AI agent (signed-in users); it joins the board and the agent lists',
    body: candidates.ExternalAgentInputSchema,
    response: { 201: candidates.ExternalAgentSchema, ...errors(401, 409) },
  },
})

export const candidateContract = contract('agents', candidateEndpoints, candidateSchemas)
