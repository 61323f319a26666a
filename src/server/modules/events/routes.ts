import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { LiveEvent } from '../../events'

const HEARTBEAT_MS = 15_000
/** A client this far behind is dropped; it reconnects and resumes with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 256 * 1024

const format = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open streams end when the server shuts down, so closing does not wait on them.
  const open = new Set<{ end(): void }>()
  app.metrics.gauge('humancodex_sse_connections', 'Open /api/events streams.', () => open.size)
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end()
  })

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary:
          'Live events as Server-Sent Events (board messages, reactions, agent status, observations)',
        description:
          'Resume with the `Last-Event-ID` header (or `?lastEventId=`). A comment line arrives every 15 s.',
        querystring: z.object({ lastEventId: z.coerce.number().int().nonnegative().optional() }),
      },
      // One long-lived stream per tab: not counted against the per-minute request limit.
      config: { rateLimit: false },
    },
    async (request, reply) => {
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
      let replaying = true
      let lastSent = resumeFrom
      const queued: LiveEvent[] = []
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS)
      const cleanup = () => {
        if (closed) return
        closed = true
        open.delete(raw)
        clearInterval(heartbeat)
        unsubscribe()
      }
      const write = (event: LiveEvent) => {
        if (closed || event.id <= lastSent) return
        lastSent = event.id
        raw.write(format(event))
        if (raw.writableLength > MAX_BUFFERED_BYTES) {
          request.log.warn({ buffered: raw.writableLength }, 'dropping a slow event-stream client')
          cleanup()
          raw.destroy()
        }
      }
      const unsubscribe = app.events.subscribe((event) =>
        replaying ? queued.push(event) : write(event),
      )
      request.raw.on('close', cleanup)
      raw.on('close', cleanup)

      // Replay what the client missed, then what arrived meanwhile, without gaps or repeats.
      if (resumeFrom > 0) for (const event of await app.events.since(resumeFrom)) write(event)
      replaying = false
      for (const event of queued.splice(0)) write(event)
    },
  )
}
