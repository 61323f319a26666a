import type * as dream from '../dream'
import { post } from '../endpoint'

/** Dream mode. */
export const dreamEndpoints = {
  /** Plain text, streamed; the theme is in `X-Dream-Theme`. */
  musing: post<{ body: typeof dream.MusingInputSchema }>('/api/dream/musing'),
}
