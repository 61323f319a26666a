import type {
  ExternalAgentInputSchema,
  ExternalAgentListSchema,
  ExternalAgentSchema,
} from '../candidates'
import { get, post } from '../endpoint'

/** External AI agents registered through the candidate bridge. */
export const candidateEndpoints = {
  list: get<{ response: typeof ExternalAgentListSchema }>('/api/external-agents'),
  register: post<{ body: typeof ExternalAgentInputSchema; response: typeof ExternalAgentSchema }>(
    '/api/external-agents',
  ),
}
