import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { Track, TrackList } from '@/shared/audio'

/** Prefix of every audio query; uploads, edits and playlists invalidate it. */
export const audioQueryKey = ['/api/audio'] as const

export const tracksQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...audioQueryKey, 'tracks', userId],
    queryFn: ({ signal }) =>
      apiRequest<TrackList>('GET', '/api/audio/tracks', undefined, { signal }),
    enabled: userId !== undefined,
  })

/** The signed-in person's tracks and how much of their library they use. */
export function useTracks() {
  const user = useStoredUser()
  return useQuery(tracksQueryOptions(user?.id))
}

export const publicTracksQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...audioQueryKey, 'public', userId],
    queryFn: ({ signal }) =>
      apiRequest<{ tracks: Track[] }>('GET', '/api/audio/public-tracks', undefined, { signal }),
    select: (data) => data.tracks,
  })

/** Tracks their owners shared with everyone. */
export function usePublicTracks() {
  const user = useStoredUser()
  return useQuery(publicTracksQueryOptions(user?.id))
}
