import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import type { PlaylistInput, PlaylistUpdate } from '@/shared/audio'
import { audioEndpoints } from '@/shared/endpoints/audio'
import { invalidateAudio } from './get-tracks'

export const createPlaylist = (input: PlaylistInput) =>
  api(audioEndpoints.createPlaylist, { body: input })
export const updatePlaylist = ({ id, ...changes }: PlaylistUpdate & { id: number }) =>
  api(audioEndpoints.updatePlaylist, { params: { id }, body: changes })
export const deletePlaylist = async (id: number) => {
  await api(audioEndpoints.deletePlaylist, { params: { id } })
}

function usePlaylistMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateAudio(queryClient),
  })
}

export const useCreatePlaylist = () => usePlaylistMutation(createPlaylist)
export const useUpdatePlaylist = () => usePlaylistMutation(updatePlaylist)
export const useDeletePlaylist = () => usePlaylistMutation(deletePlaylist)
