import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { videoEndpoints } from '@/shared/endpoints/videos'

export const myVideosQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [videoEndpoints.mine.path, userId],
    queryFn: ({ signal }) => api(videoEndpoints.mine, {}, { signal }),
    enabled: userId !== undefined,
    select: (data) => data.videos,
  })

/** The videos the signed-in person added. */
export function useMyVideos() {
  const user = useStoredUser()
  return useQuery(myVideosQueryOptions(user?.id))
}
