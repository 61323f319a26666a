import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { Playlist, PlaylistInput, PlaylistUpdate } from '@/shared/audio'
import { audioQueryKey } from './get-tracks'

export const createPlaylist = (input: PlaylistInput) =>
  apiRequest<Playlist>('POST', '/api/audio/playlists', input)
export const updatePlaylist = ({ id, ...changes }: PlaylistUpdate & { id: number }) =>
  apiRequest<Playlist>('PATCH', `/api/audio/playlists/${id}`, changes)
export const deletePlaylist = (id: number) =>
  apiRequest<void>('DELETE', `/api/audio/playlists/${id}`)

function usePlaylistMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audioQueryKey }),
  })
}

export const useCreatePlaylist = () => usePlaylistMutation(createPlaylist)
export const useUpdatePlaylist = () => usePlaylistMutation(updatePlaylist)
export const useDeletePlaylist = () => usePlaylistMutation(deletePlaylist)
