import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { Track, TrackUpdate } from '@/shared/audio'
import { audioQueryKey } from './get-tracks'

export const updateTrack = ({ id, ...changes }: TrackUpdate & { id: string }) =>
  apiRequest<Track>('PATCH', `/api/audio/tracks/${id}`, changes)

export function useUpdateTrack() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTrack,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audioQueryKey }),
  })
}
