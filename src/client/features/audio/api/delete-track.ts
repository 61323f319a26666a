import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { audioEndpoints } from '@/shared/endpoints/audio'
import { invalidateAudio } from './get-tracks'

export const deleteTrack = async (id: string) => {
  await api(audioEndpoints.deleteTrack, { params: { id } })
}

export function useDeleteTrack() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteTrack,
    onSuccess: () => invalidateAudio(queryClient),
  })
}
