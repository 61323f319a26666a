import { videos as catalogue } from '@content/videos'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { videoEndpoints } from '@/shared/endpoints/videos'

/** Adding or removing a video changes the gallery and the manager's list. */
export const invalidateVideos = (queryClient: QueryClient) =>
  Promise.all(
    [videoEndpoints.gallery, videoEndpoints.mine].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) }),
    ),
  )

export const videosQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [videoEndpoints.gallery.path, userId],
    queryFn: ({ signal }) => api(videoEndpoints.gallery, {}, { signal }),
    // The catalogue is in the bundle: show it at once, then the server's list with your own.
    placeholderData: { videos: catalogue },
    select: (data) => data.videos,
  })

/** The gallery: the catalogue's 11 entries and, signed in, your own. */
export function useVideos() {
  const user = useStoredUser()
  return useQuery(videosQueryOptions(user?.id))
}
