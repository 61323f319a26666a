import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { Collaboration } from '@/shared/communication'
import { collaborationsKey } from './keys'
import { useLiveRefetchInterval } from './live-sync'

export const collaborationsQueryOptions = () =>
  queryOptions({
    queryKey: collaborationsKey,
    queryFn: ({ signal }) =>
      apiRequest<Collaboration[]>('GET', collaborationsKey[0], undefined, { signal }),
  })

/** Recent collaborations with their status, newest first. */
export function useCollaborations() {
  const refetchInterval = useLiveRefetchInterval()
  return useQuery({ ...collaborationsQueryOptions(), refetchInterval })
}
