import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { boardEndpoints } from '@/shared/endpoints/board'

export const AGENT_POSTS_LIMIT = 5

export const agentPostsQueryOptions = (agent: string) => {
  const input = { query: { fromAgent: agent, limit: AGENT_POSTS_LIMIT } }
  return queryOptions({
    queryKey: queryKeyOf(boardEndpoints.list, input),
    queryFn: ({ signal }) => api(boardEndpoints.list, input, { signal }),
    staleTime: 30_000,
  })
}

/** An agent's newest posts on the message board, newest first. */
export const useAgentPosts = (agent: string) => useQuery(agentPostsQueryOptions(agent))
