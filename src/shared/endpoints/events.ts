import { get } from '../endpoint'
import type * as events from '../events'

/** Live events as Server-Sent Events: the client reads the stream with an EventSource. */
export const eventEndpoints = {
  stream: get<{ query: typeof events.LiveEventsQuerySchema }>('/api/events'),
}
