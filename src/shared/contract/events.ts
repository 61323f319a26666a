import { contract, schemas } from '../endpoint-schema'
import { eventEndpoints } from '../endpoints/events'
import * as events from '../events'

export const eventSchemas = schemas({
  stream: {
    summary:
      'Live events as Server-Sent Events (board messages, reactions, agent status, observations)',
    description:
      'Resume with the `Last-Event-ID` header (or `?lastEventId=`): missed events are replayed, ' +
      'or, when they are too many or no longer kept, a `reset` event tells the client to ' +
      'refetch. A comment line arrives every 15 s. 429 with `Retry-After` when the address ' +
      'or the server holds as many streams as allowed.',
    querystring: events.LiveEventsQuerySchema,
    // A stream of events, not JSON: no answer schema.
    response: {},
  },
})

export const eventContract = contract('events', eventEndpoints, eventSchemas)
