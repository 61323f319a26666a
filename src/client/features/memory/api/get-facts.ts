import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { memoryEndpoints } from '@/shared/endpoints/memory'

/** Prefix of every user's facts query; mutations invalidate it. */
export const factsQueryKey = queryKeyOf(memoryEndpoints.facts)

export const factsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...factsQueryKey, userId],
    queryFn: ({ signal }) => api(memoryEndpoints.facts, {}, { signal }),
    enabled: userId !== undefined,
    select: (data) => data.facts,
  })

/** What the personas remember about the signed-in person. */
export function useFacts() {
  const user = useStoredUser()
  return useQuery(factsQueryOptions(user?.id))
}
