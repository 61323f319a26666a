import type { FastifyInstance, FastifyRequest } from 'fastify'

const LOOPBACK =
  /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|\[::ffff:127(\.\d{1,3}){3}\])$/

/**
 * Whether a connection URL leads back to this server: the Host it was reached by, or a
 * loopback (or its own listening) address on the port it listens on. Its own /v1 would answer
 * each chat turn with another chat turn.
 */
export function pointsAtSelf(app: FastifyInstance, request: FastifyRequest, url: URL): boolean {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  const requestHost = request.host.toLowerCase()
  const hostWithPort = `${url.hostname.toLowerCase()}:${port}`
  if (requestHost === url.host.toLowerCase() || requestHost === hostWithPort) return true
  const address = app.server.address()
  const listening = address && typeof address === 'object' ? address.port : app.config.port
  const local = LOOPBACK.test(url.hostname) || url.hostname === app.config.host
  return local && port === listening
}
