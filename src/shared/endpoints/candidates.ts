import type * as candidates from '../candidates'
import { post, read } from '../endpoint'

/** External AI agents registered through the candidate bridge. */
export const candidateEndpoints = {
  list: read<typeof candidates.ExternalAgentListSchema>('/api/external-agents'),
  register: post<{
    body: typeof candidates.ExternalAgentInputSchema
    response: typeof candidates.ExternalAgentSchema
  }>('/api/external-agents'),
}
