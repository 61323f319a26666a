import type * as videos from '../videos'
import { del, post, read } from '../endpoint'

/** The video gallery and the video manager. */
export const videoEndpoints = {
  gallery: read<typeof videos.VideoListSchema>('/api/videos'),
  mine: read<typeof videos.VideoListSchema>('/api/videos/mine'),
  add: post<{ body: typeof videos.VideoInputSchema; response: typeof videos.VideoSchema }>(
    '/api/videos',
  ),
  /** Answers 204. */
  remove: del<{ params: typeof videos.VideoIdParamsSchema }>('/api/videos/:id'),
}
