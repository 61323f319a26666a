import type { VideoIdParamsSchema, VideoInputSchema, VideoListSchema, VideoSchema } from '../videos'
import { del, get, post } from '../endpoint'

/** The video gallery and the video manager. */
export const videoEndpoints = {
  gallery: get<{ response: typeof VideoListSchema }>('/api/videos'),
  mine: get<{ response: typeof VideoListSchema }>('/api/videos/mine'),
  add: post<{ body: typeof VideoInputSchema; response: typeof VideoSchema }>('/api/videos'),
  /** Answers 204. */
  remove: del<{ params: typeof VideoIdParamsSchema }>('/api/videos/:id'),
}
