const LOOPBACK =
  /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|\[::ffff:127(\.\d{1,3}){3}\])$/

/** How this server was reached and where it listens. */
export interface SelfAddress {
  /** The Host a request reached it by. */
  requestHost: string
  /** The host it listens on. */
  host: string
  /** The port it listens on. */
  port: number
}

/**
 * Whether a connection URL leads back to this server: the Host it was reached by, or a
 * loopback (or its own listening) address on the port it listens on. Its own /v1 would answer
 * each chat turn with another chat turn.
 */
export function pointsAtSelf(self: SelfAddress, url: URL): boolean {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  const requestHost = self.requestHost.toLowerCase()
  const hostWithPort = `${url.hostname.toLowerCase()}:${port}`
  if (requestHost === url.host.toLowerCase() || requestHost === hostWithPort) return true
  const local = LOOPBACK.test(url.hostname) || url.hostname === self.host
  return local && port === self.port
}
