import helmet from '@fastify/helmet'
import Fastify, { type FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { FINANCIAL_TRACKER_ORIGIN } from '@/shared/embeds'
import { API_DOCS_PATH } from '@/shared/routes'
import type { Config } from '../config'

/**
 * Hosts the product frames, each only after the visitor asks (a video's play, the tracker's load
 * button): the video embeds and the financial tracker. No image comes from another host.
 */
export const EMBED_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  FINANCIAL_TRACKER_ORIGIN,
]

function helmetOptions(config: Config) {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers and toasts with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // 'self': a note's PDF embed is a vault file of ours (docs/notes.md).
        frameSrc: ["'self'", ...EMBED_HOSTS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    // Lets the video embeds and the tracker, loaded on request from their hosts, work.
    crossOriginEmbedderPolicy: false,
  }
}

const NOT_FROM_HELMET = new Set([
  'content-length',
  'content-type',
  'date',
  'connection',
  'keep-alive',
])

/**
 * The headers helmet sets for our options, worked out once by asking it on a throw-away
 * instance. @fastify/helmet builds helmet's middleware again for every request (parsing the
 * CSP each time), a sixth of the server's CPU on a cached read (bench/api-reads).
 */
export async function securityHeaders(config: Config): Promise<[string, string][]> {
  const probe = Fastify({ logger: false })
  await probe.register(helmet, helmetOptions(config))
  probe.get('/', async () => '')
  const res = await probe.inject('/')
  await probe.close()
  return Object.entries(res.headers)
    .filter(([name]) => !NOT_FROM_HELMET.has(name))
    .map(([name, value]) => [name, String(value)])
}

/**
 * What an API answer (JSON, an event stream, a download) needs: it is never a document that
 * loads anything, so its policy loads nothing and it may not be framed. The document-only
 * headers (the page's CSP, opener and agent-cluster isolation, legacy IE and DNS prefetch
 * switches) are left out: they were two thirds of every answer's bytes (decision 122).
 */
export function apiSecurityHeaders(pageHeaders: [string, string][]): [string, string][] {
  const kept = new Set(['strict-transport-security', 'x-content-type-options', 'referrer-policy'])
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['x-frame-options', 'DENY'],
    ...pageHeaders.filter(([name]) => kept.has(name)),
  ]
}

/** API answers, but not the API's documentation, which is a page (Swagger UI). */
const isApiAnswer = (request: FastifyRequest) =>
  request.isApi && !request.url.startsWith(API_DOCS_PATH)

export const security = fp(
  async (app) => {
    const pageHeaders = await securityHeaders(app.config)
    const apiHeaders = apiSecurityHeaders(pageHeaders)
    // On the raw response, as helmet does, so hijacked replies (event streams) carry them too.
    app.addHook('onRequest', (request, reply, done) => {
      const headers = isApiAnswer(request) ? apiHeaders : pageHeaders
      for (const [name, value] of headers) reply.raw.setHeader(name, value)
      done()
    })
  },
  { name: 'security', dependencies: ['config', 'request-target'] },
)
