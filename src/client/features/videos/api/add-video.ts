import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { Video, VideoInput } from '@/shared/videos'
import { videosQueryKey } from './get-videos'

export const addVideo = (input: VideoInput) => apiRequest<Video>('POST', '/api/videos', input)

export function useAddVideo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQueryKey }),
  })
}
