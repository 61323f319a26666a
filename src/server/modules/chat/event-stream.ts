import type { ServerResponse } from 'node:http'
import type { FastifyReply } from 'fastify'

/**
 * Takes the response over from Fastify and opens a Server-Sent Events stream on it, for the
 * chat's own events and for the OpenAI protocol's `data:` lines alike. `write` sends one
 * event's text and does nothing once the stream has ended (the caller went away).
 */
export function openEventStream(reply: FastifyReply): {
  raw: ServerResponse
  write(text: string): void
  /**
   * Resolves once what was written has left: Node sends what one tick wrote when the tick
   * ends, so work started in the same tick (on PGlite a query runs on this thread) would hold
   * the reply's last chunks back (decision 180).
   */
  flush(): Promise<void>
} {
  reply.hijack()
  const raw = reply.raw
  // What the hooks set on the reply (CORS on /v1, the request id) goes out with the stream too:
  // a hijacked reply sends only what is written here.
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string | string[]>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  return {
    raw,
    write(text) {
      if (!raw.writableEnded) raw.write(text)
    },
    flush: () => new Promise((resolve) => setImmediate(resolve)),
  }
}
