import { z } from 'zod'

/** Where a reconnecting live stream resumes when it cannot send `Last-Event-ID`. */
export const LiveEventsQuerySchema = z.object({
  lastEventId: z.coerce.number().int().nonnegative().optional(),
})
