import { videos as catalogue } from '@content/videos'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { VideoList } from '@/shared/videos'

/** Prefix of every video query; adding or removing a video invalidates it. */
export const videosQueryKey = ['/api/videos'] as const

export const videosQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...videosQueryKey, 'gallery', userId],
    queryFn: ({ signal }) => apiRequest<VideoList>('GET', '/api/videos', undefined, { signal }),
    // The catalogue is in the bundle: show it at once, then the server's list with your own.
    placeholderData: { videos: catalogue },
    select: (data) => data.videos,
  })

/** The gallery: the catalogue's 11 entries and, signed in, your own. */
export function useVideos() {
  const user = useStoredUser()
  return useQuery(videosQueryOptions(user?.id))
}
