import type { eventSchemas } from '../contract/events'
import { endpoints } from '../endpoint'

/** Live events as Server-Sent Events: the client reads the stream with an EventSource. */
export const eventEndpoints = endpoints<typeof eventSchemas>({
  stream: 'GET /api/events',
})
