import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { Playlist } from '@/shared/audio'
import { audioQueryKey } from './get-tracks'

export const playlistsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...audioQueryKey, 'playlists', userId],
    queryFn: ({ signal }) =>
      apiRequest<{ playlists: Playlist[] }>('GET', '/api/audio/playlists', undefined, { signal }),
    enabled: userId !== undefined,
    select: (data) => data.playlists,
  })

export function usePlaylists() {
  const user = useStoredUser()
  return useQuery(playlistsQueryOptions(user?.id))
}
