import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import type { TrackUpdate } from '@/shared/audio'
import { audioEndpoints } from '@/shared/endpoints/audio'
import { invalidateAudio } from './get-tracks'

export const updateTrack = ({ id, ...changes }: TrackUpdate & { id: string }) =>
  api(audioEndpoints.updateTrack, { params: { id }, body: changes })

export function useUpdateTrack() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTrack,
    onSuccess: () => invalidateAudio(queryClient),
  })
}
