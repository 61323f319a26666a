import {
  ExternalAgentInputSchema,
  ExternalAgentListSchema,
  ExternalAgentSchema,
} from '../candidates'
import { errors, operation } from '../endpoint-schema'
import { candidateEndpoints } from '../endpoints/candidates'

export const candidateContract = {
  list: operation(candidateEndpoints.list, {
    tags: ['agents'],
    summary: 'External AI agents registered through the candidate bridge',
    response: { 200: ExternalAgentListSchema },
  }),
  register: operation(candidateEndpoints.register, {
    tags: ['agents'],
    summary:
      'Register an external AI agent (signed-in users); it joins the board and the agent lists',
    body: ExternalAgentInputSchema,
    response: { 201: ExternalAgentSchema, ...errors(400, 401, 409) },
  }),
}
