import type { dreamSchemas } from '../contract/dream'
import { endpoints } from '../endpoint'

/** Dream mode. */
export const dreamEndpoints = endpoints<typeof dreamSchemas>({
  /** Plain text, streamed; the theme is in `X-Dream-Theme`. */
  musing: 'POST /api/dream/musing',
})
