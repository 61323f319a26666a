import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { audioEndpoints } from '@/shared/endpoints/audio'

/** Uploads, edits and playlist changes refresh every audio list. */
export const invalidateAudio = (queryClient: QueryClient) =>
  Promise.all(
    [audioEndpoints.tracks, audioEndpoints.publicTracks, audioEndpoints.playlists].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) }),
    ),
  )

export const tracksQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [audioEndpoints.tracks.path, userId],
    queryFn: ({ signal }) => api(audioEndpoints.tracks, {}, { signal }),
    enabled: userId !== undefined,
  })

/** The signed-in person's tracks and how much of their library they use. */
export function useTracks() {
  const user = useStoredUser()
  return useQuery(tracksQueryOptions(user?.id))
}

export const publicTracksQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [audioEndpoints.publicTracks.path, userId],
    queryFn: ({ signal }) => api(audioEndpoints.publicTracks, {}, { signal }),
    select: (data) => data.tracks,
  })

/** Tracks their owners shared with everyone. */
export function usePublicTracks() {
  const user = useStoredUser()
  return useQuery(publicTracksQueryOptions(user?.id))
}
