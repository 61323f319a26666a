import { isIP } from 'node:net'
import path from 'node:path'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether the decoded, normalised path is the API's: every `/api` check asks this. */
    isApi: boolean
    /** Why the request target itself is refused (checked after the security headers), or null. */
    targetRefusal: string | null
  }
}

const API_PATH = /^\/api(\/|$)/
/** A percent-escape, backslash, repeated slash or dot segment: what normalising can change. */
const NOT_PLAIN = /%|\\|\/\/|\/\.(?:\/|\.|$)/

export interface RequestTarget {
  isApi: boolean
  refusal: string | null
}

/**
 * Reads a request target the way the router does (percent-decoded), normalised (repeated
 * slashes and dot segments resolved). The API is whatever normalises to `/api/…`; a target that
 * only becomes the API once decoded (`/%61pi/…`, `/%2fapi/…`, `//api/…`), or stops being it
 * (`/api/../…`), is refused, so no check can read it one way and the router another.
 */
export function readRequestTarget(url: string): RequestTarget {
  // Absolute-form (`POST http://host/api/… HTTP/1.1`) is for proxies, never for us.
  if (!url.startsWith('/'))
    return { isApi: true, refusal: 'The request target must be a path: absolute URLs are refused.' }
  const rawPath = url.split('?', 1)[0]!
  const literal = API_PATH.test(rawPath)
  // Most paths have nothing to decode or resolve: normalising them gives them back unchanged.
  if (!NOT_PLAIN.test(rawPath)) return { isApi: literal, refusal: null }
  const normalised = normalise(rawPath)
  if (normalised === null)
    return { isApi: literal, refusal: 'The request path is not valid percent-encoding.' }
  const isApi = API_PATH.test(normalised)
  if (isApi !== literal)
    return {
      isApi: true,
      refusal:
        'The API path must be written plainly: no encoded characters, repeated slashes or dot segments before it.',
    }
  return { isApi, refusal: null }
}

function normalise(rawPath: string): string | null {
  try {
    return path.posix.normalize(decodeURIComponent(rawPath).replaceAll('\\', '/'))
  } catch {
    return null
  }
}

/**
 * Classifies every request before any other hook reads its path: the plugins that read
 * `request.isApi` depend on it, so it is registered before them.
 */
export const requestTarget = fp(
  async (app) => {
    app.decorateRequest('isApi', false)
    app.decorateRequest('targetRefusal', null)
    app.addHook('onRequest', (request, _reply, done) => {
      const target = readRequestTarget(request.url)
      request.isApi = target.isApi
      request.targetRefusal = target.refusal
      done()
    })
  },
  { name: 'request-target' },
)

const SEEN_HOSTS = 64

/** The host names a request may be addressed to (DNS rebinding sends a foreign name). */
export class HostAllowList {
  private readonly names: Set<string>
  private readonly any: boolean
  /** Answers already worked out, by Host header: parsing one is a URL and an IP test. */
  private readonly seen = new Map<string, boolean>()

  constructor(names: string[]) {
    this.names = new Set(names.map((name) => name.toLowerCase()))
    this.any = this.names.has('*')
  }

  /**
   * An address (`127.0.0.1`, `[::1]`) is always allowed: a rebinding page runs on a name, and
   * a page on our own address is ours. So are `localhost` and the names configured.
   */
  allows(host: string | undefined): boolean {
    if (this.any) return true
    if (!host) return false
    let allowed = this.seen.get(host)
    if (allowed === undefined) {
      allowed = this.check(host)
      // Bounded: a client may send any Host it likes; real ones are a handful.
      if (this.seen.size >= SEEN_HOSTS) this.seen.clear()
      this.seen.set(host, allowed)
    }
    return allowed
  }

  private check(host: string): boolean {
    let hostname: string
    try {
      hostname = new URL(`http://${host}`).hostname.toLowerCase()
    } catch {
      return false
    }
    if (hostname.startsWith('[') || isIP(hostname)) return true
    if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true
    return this.names.has(hostname)
  }
}
