import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { videoEndpoints } from '@/shared/endpoints/videos'
import { invalidateVideos } from './get-videos'

export const removeVideo = async (id: string) => {
  await api(videoEndpoints.remove, { params: { id } })
}

export function useRemoveVideo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeVideo,
    onSuccess: () => invalidateVideos(queryClient),
  })
}
