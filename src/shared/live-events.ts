import { z } from 'zod'
import { BoardMessageSchema, ReactionResultSchema } from './board'
import { ExternalAgentSchema } from './candidates'
import { ObservationSchema } from './observer'

/** At most this many note ids travel in one `notes-changed` event; a larger change names none. */
export const MAX_ANNOUNCED_NOTES = 1000

/**
 * Every live event the server publishes, by the name it travels under, with its payload
 * (decision 215). The server's `publish` takes only these names and payloads; the browser checks
 * each payload against its schema before a handler sees it, and ignores (and logs) one that
 * does not match.
 */
export const liveEventSchemas = {
  /** A board message was posted (by a person, an agent, a chat answer or a broadcast reply). */
  message: BoardMessageSchema,
  /** A reaction changed a message's counts. */
  reaction: ReactionResultSchema,
  /** An external agent registered. */
  agent: ExternalAgentSchema.extend({ status: z.literal('active') }),
  /** A collaboration finished (completed or failed). */
  collaboration: z.object({ id: z.number().int() }),
  /** Agent Zero recorded an observation (never a security event: those stay private). */
  observation: ObservationSchema,
  /** Agent Zero's live-events check: it waits to hear its own probe. */
  probe: z.object({ at: z.number() }),
  /** Data changed in bulk (a deleted account, an optimisation): every cache is emptied. */
  maintenance: z.object({ action: z.enum(['account-deleted', 'optimize']) }),
  /**
   * An instance's notes changed: every instance empties its note caches and re-reads the notes
   * named (by id: written, moved or removed), or every note when none are named.
   */
  'notes-changed': z.object({
    notes: z.array(z.number().int()).max(MAX_ANNOUNCED_NOTES).optional(),
  }),
  /** An administrator changed model connections or choices: every instance reloads them. */
  'ai.connections.changed': z.object({}),
} as const

export type LiveEventType = keyof typeof liveEventSchemas

/** What a publisher passes for an event of `T`. */
export type LiveEventInput<T extends LiveEventType> = z.input<(typeof liveEventSchemas)[T]>

/** What a handler of an event of `T` receives. */
export type LiveEventData<T extends LiveEventType> = z.output<(typeof liveEventSchemas)[T]>

/** One published event, as the publishing instance's own listeners hear it. */
export type PublishedLiveEvent = {
  [T in LiveEventType]: { id: number; type: T; data: LiveEventInput<T> }
}[LiveEventType]

/** The payload of an event of `type` when it matches the catalogue; `undefined` otherwise. */
export function readLiveEvent<T extends LiveEventType>(
  type: T,
  data: unknown,
): LiveEventData<T> | undefined {
  const parsed = liveEventSchemas[type].safeParse(data)
  return parsed.success ? (parsed.data as LiveEventData<T>) : undefined
}
