import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { BoardMessage } from '@/shared/board'

export const AGENT_POSTS_LIMIT = 5

export const agentPostsQueryOptions = (agent: string) =>
  queryOptions({
    queryKey: ['/api/ai-messages', 'from', agent],
    queryFn: ({ signal }) =>
      apiRequest<BoardMessage[]>(
        'GET',
        `/api/ai-messages?${new URLSearchParams({ fromAgent: agent, limit: String(AGENT_POSTS_LIMIT) })}`,
        undefined,
        { signal },
      ),
    staleTime: 30_000,
  })

/** An agent's newest posts on the message board, newest first. */
export const useAgentPosts = (agent: string) => useQuery(agentPostsQueryOptions(agent))
