import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance } from 'fastify'
import { FINANCIAL_TRACKER_ORIGIN } from '@/shared/embeds'
import type { Config } from '../config'

/** Hosts the product really loads from: video thumbnails and embeds, and the financial tracker. */
export const EMBED_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  FINANCIAL_TRACKER_ORIGIN,
]
export const IMAGE_HOSTS = ['https://i.ytimg.com', 'https://img.youtube.com']

function helmetOptions(config: Config) {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers and toasts with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...IMAGE_HOSTS],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: EMBED_HOSTS,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    // Lets lazily loaded video embeds and thumbnails from their hosts work.
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

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const headers = await securityHeaders(config)
  // On the raw response, as helmet does, so hijacked replies (event streams) carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value)
    done()
  })

  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  })
}
