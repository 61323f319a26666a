import type { ServerResponse } from 'node:http'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { eventContract } from '@/shared/contract/events'
import type { LiveEvent } from '../../events'
import { route } from '../../route'
import { openFilesLimit, streamCapFor, StreamLimits } from './stream-limits'

const HEARTBEAT_MS = 15_000
/** A client this far behind on live events is dropped; it reconnects and resumes with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 256 * 1024
/** Missed events are read and written this many at a time, each batch once the last has drained. */
const REPLAY_BATCH = 200
/** Further behind than this, the client refetches what it shows instead (a `reset` event). */
const MAX_REPLAY = 5_000
/** When a refused client may try again. */
const RETRY_AFTER_SECONDS = 30

const format = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`

/** Resolves once the response has room again (true) or has closed (false). */
const drained = (raw: ServerResponse) =>
  new Promise<boolean>((resolve) => {
    if (raw.destroyed) return resolve(false)
    const done = (ok: boolean) => () => {
      raw.off('drain', onDrain)
      raw.off('close', onClose)
      resolve(ok)
    }
    const onDrain = done(true)
    const onClose = done(false)
    raw.once('drain', onDrain)
    raw.once('close', onClose)
  })

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open streams end when the server shuts down, so closing does not wait on them.
  const open = new Set<{ end(): void }>()
  const { perAddress, max } = app.config.eventStreams
  const limits = new StreamLimits(perAddress, max ?? streamCapFor(openFilesLimit()))
  app.log.debug({ perAddress, max: limits.max }, 'live event stream caps')
  app.metrics.gauge('humancodex_sse_connections', 'Open /api/events streams.', () => open.size)
  app.metrics.gauge(
    'humancodex_slow_event_publishes',
    'Events that took over 100 ms to store since the start: every writer waits on the event lock meanwhile.',
    () => app.events.slowPublishes,
  )
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end()
  })
  // A refused stream's client would hold its socket (and one of our open files) while it
  // waits to retry: the refusal closes the connection, whatever refused it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 429 || reply.statusCode === 503) reply.header('connection', 'close')
    return payload
  })

  route(
    app,
    eventContract.stream,
    // One long-lived stream per tab: counted by the stream caps, not the per-minute limit.
    { access: 'public', config: { rateLimit: false } },
    async (request, reply) => {
      const admission = limits.admit(request.ip)
      if (!admission.ok) {
        return reply
          .status(429)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ message: `Too many live streams: ${admission.reason}. Try again shortly.` })
      }
      const header = Number(request.headers['last-event-id'])
      const resumeFrom =
        Number.isInteger(header) && header > 0 ? header : (request.query.lastEventId ?? 0)

      reply.hijack()
      const raw = reply.raw
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      raw.write('retry: 3000\n\n')
      open.add(raw)

      let closed = false
      let replaying = resumeFrom > 0
      // Live events that arrived during the replay; they are in the log, so the replay reads them.
      let missedWhileReplaying = false
      let lastSent = resumeFrom
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS)
      const cleanup = () => {
        if (closed) return
        closed = true
        open.delete(raw)
        clearInterval(heartbeat)
        unsubscribe()
        admission.release()
      }
      /** Writes one event; false when the client should be waited for. */
      const write = (event: LiveEvent) => {
        if (closed || event.id <= lastSent) return true
        lastSent = event.id
        return raw.write(format(event))
      }
      const unsubscribe = app.events.subscribe((event) => {
        if (replaying) {
          missedWhileReplaying = true
          return
        }
        write(event)
        if (raw.writableLength > MAX_BUFFERED_BYTES) {
          request.log.warn({ buffered: raw.writableLength }, 'dropping a slow event-stream client')
          cleanup()
          raw.destroy()
        }
      })
      request.raw.on('close', cleanup)
      raw.on('close', cleanup)
      if (request.raw.destroyed) return cleanup()
      if (!replaying) {
        // The newest id at once, with no event: a tab that drops before its first event still
        // resumes from here and misses nothing that happened meanwhile.
        lastSent = app.events.newestDispatchedId
        if (lastSent > 0) raw.write(`id: ${lastSent}\n\n`)
        return
      }

      try {
        const { oldest, newest } = await app.events.range()
        const pruned = oldest > resumeFrom + 1
        if (pruned || resumeFrom > newest || newest - resumeFrom > MAX_REPLAY) {
          // What the client missed is gone or too much to send: it refetches what it shows.
          lastSent = newest
          const why = resumeFrom > newest ? 'unknown' : pruned ? 'expired' : 'too-far-behind'
          raw.write(`id: ${newest}\nevent: reset\ndata: ${JSON.stringify({ reason: why })}\n\n`)
        }
        // In batches, each once the client has taken the last, then what arrived meanwhile.
        for (;;) {
          missedWhileReplaying = false
          const batch = await app.events.since(lastSent, REPLAY_BATCH)
          let room = true
          for (const event of batch) room = write(event) && room
          if (!room && !(await drained(raw))) return
          if (closed) return
          if (batch.length < REPLAY_BATCH && !missedWhileReplaying) break
        }
        replaying = false
      } catch (error) {
        request.log.error({ err: error }, 'replaying missed events failed')
        cleanup()
        raw.destroy()
      }
    },
  )
}
