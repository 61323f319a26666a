import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { VideoList } from '@/shared/videos'
import { videosQueryKey } from './get-videos'

export const myVideosQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...videosQueryKey, 'mine', userId],
    queryFn: ({ signal }) =>
      apiRequest<VideoList>('GET', '/api/videos/mine', undefined, { signal }),
    enabled: userId !== undefined,
    select: (data) => data.videos,
  })

/** The videos the signed-in person added. */
export function useMyVideos() {
  const user = useStoredUser()
  return useQuery(myVideosQueryOptions(user?.id))
}
