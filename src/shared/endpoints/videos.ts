import type { videoSchemas } from '../contract/videos'
import { endpoints } from '../endpoint'

/** The video gallery and the video manager. */
export const videoEndpoints = endpoints<typeof videoSchemas>({
  gallery: 'GET /api/videos',
  mine: 'GET /api/videos/mine',
  add: 'POST /api/videos',
  remove: 'DELETE /api/videos/:id',
})
