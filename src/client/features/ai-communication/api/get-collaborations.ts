import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { collaborationEndpoints } from '@/shared/endpoints/collaboration'
import { collaborationsKey } from './keys'
import { useLiveRefetchInterval } from './live-sync'

export const collaborationsQueryOptions = () =>
  queryOptions({
    queryKey: collaborationsKey,
    queryFn: ({ signal }) => api(collaborationEndpoints.list, {}, { signal }),
  })

/** Recent collaborations with their status, newest first. */
export function useCollaborations() {
  const refetchInterval = useLiveRefetchInterval()
  return useQuery({ ...collaborationsQueryOptions(), refetchInterval })
}
