import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { videoEndpoints } from '@/shared/endpoints/videos'
import type { VideoInput } from '@/shared/videos'
import { invalidateVideos } from './get-videos'

export const addVideo = (input: VideoInput) => api(videoEndpoints.add, { body: input })

export function useAddVideo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addVideo,
    onSuccess: () => invalidateVideos(queryClient),
  })
}
