import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { videosQueryKey } from './get-videos'

export const removeVideo = (id: string) =>
  apiRequest<void>('DELETE', `/api/videos/${encodeURIComponent(id)}`)

export function useRemoveVideo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQueryKey }),
  })
}
