import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { audioQueryKey } from './get-tracks'

export const deleteTrack = (id: string) => apiRequest<void>('DELETE', `/api/audio/tracks/${id}`)

export function useDeleteTrack() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteTrack,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audioQueryKey }),
  })
}
