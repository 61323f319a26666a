import dns from 'node:dns/promises'
import net from 'node:net'
import os from 'node:os'

/** How this server was reached and where it listens. */
export interface SelfAddress {
  /** The Host a request reached it by. */
  requestHost: string
  /** The host it listens on. */
  host: string
  /** The port it listens on. */
  port: number
}

/** Resolves a name to its addresses (dns.lookup's shape; tests give their own). */
export type Lookup = (name: string) => Promise<{ address: string }[]>

const systemLookup: Lookup = (name) => dns.lookup(name, { all: true, verbatim: true })

const LOCAL_NAME = /^(localhost|.+\.localhost)\.?$/i

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 one (`::ffff:7f00:1`). */
function embeddedIPv4(ip: string): string | undefined {
  const dotted = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (dotted) return dotted[1]
  const hex = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip)
  if (!hex) return undefined
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** Whether an IP address (any spelling the URL parser leaves) is this machine's. */
export function isThisMachine(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').toLowerCase()
  if (net.isIPv4(ip)) {
    if (ip.startsWith('127.') || ip === '0.0.0.0') return true
  } else if (net.isIPv6(ip)) {
    if (ip === '::1' || ip === '::') return true
    const v4 = embeddedIPv4(ip)
    if (v4) return isThisMachine(v4)
  } else return false
  return Object.values(os.networkInterfaces())
    .flat()
    .some((entry) => entry?.address.toLowerCase() === ip)
}

/**
 * Whether a connection URL leads back to this server: the Host it was reached by, or this
 * machine (loopback, any address of its own, in every spelling: IPv4-mapped IPv6, `0.0.0.0`,
 * `[::]`, decimal and hex forms, a name that resolves here) on the port it listens on. Its own
 * /v1 would answer each chat turn with another chat turn.
 */
export async function pointsAtSelf(
  self: SelfAddress,
  url: URL,
  lookup: Lookup = systemLookup,
): Promise<boolean> {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  const requestHost = self.requestHost.toLowerCase()
  const hostWithPort = `${url.hostname.toLowerCase()}:${port}`
  if (requestHost === url.host.toLowerCase() || requestHost === hostWithPort) return true
  if (port !== self.port) return false
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === self.host.toLowerCase() || LOCAL_NAME.test(host) || isThisMachine(host)) return true
  if (net.isIP(host)) return false
  try {
    return (await lookup(host)).some((entry) => isThisMachine(entry.address))
  } catch {
    // A name that does not resolve leads nowhere, so not here either.
    return false
  }
}
