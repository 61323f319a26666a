import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { audioEndpoints } from '@/shared/endpoints/audio'

export const playlistsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [audioEndpoints.playlists.path, userId],
    queryFn: ({ signal }) => api(audioEndpoints.playlists, {}, { signal }),
    enabled: userId !== undefined,
    select: (data) => data.playlists,
  })

export function usePlaylists() {
  const user = useStoredUser()
  return useQuery(playlistsQueryOptions(user?.id))
}
