import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { Fact } from '@/shared/memory'

/** Prefix of every user's facts query; mutations invalidate it. */
export const factsQueryKey = ['/api/memory/facts'] as const

export const factsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...factsQueryKey, userId],
    queryFn: ({ signal }) =>
      apiRequest<{ facts: Fact[] }>('GET', '/api/memory/facts', undefined, { signal }),
    enabled: userId !== undefined,
    select: (data) => data.facts,
  })

/** What the personas remember about the signed-in person. */
export function useFacts() {
  const user = useStoredUser()
  return useQuery(factsQueryOptions(user?.id))
}
