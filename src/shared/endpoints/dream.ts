import type { MusingInputSchema } from '../dream'
import { post } from '../endpoint'

/** Dream mode. */
export const dreamEndpoints = {
  /** Plain text, streamed; the theme is in `X-Dream-Theme`. */
  musing: post<{ body: typeof MusingInputSchema }>('/api/dream/musing'),
}
