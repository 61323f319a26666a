import rateLimit from '@fastify/rate-limit'
import type { RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { API_DOCS_PATH } from '@/shared/routes'

export type RouteCost = 'auth' | 'model' | 'upload' | 'search' | 'write' | 'read'

/**
 * What one address may send a route in a minute, as a share of the read budget
 * (`RATE_LIMIT_PER_MINUTE`): at the default 600, sign-in 20, model calls and uploads 30,
 * writes 120, searches 300 and reads 600, each route counted on its own.
 */
const SHARE_OF_READ_BUDGET: Record<RouteCost, number> = {
  auth: 1 / 30,
  model: 1 / 20,
  upload: 1 / 20,
  write: 1 / 5,
  search: 1 / 2,
  read: 1,
}

const AUTH = /^\/api\/(login|register|logout|password|account\/password|auth\/)/
/** Each call asks a model (or the offline engine) for text, or starts work that does. */
const MODEL =
  /(\/ask$|^\/api\/(chatgpt|chatgpt-agent|ai-chat|generate-context|ai-collaboration|ai-communication|learning\/(tutor|report)|agent-zero\/invoke|knowledge\/(mass-evolution|seek-github)|dream\/)|^\/v1\/chat\/)/
const UPLOAD = /^\/api\/(audio\/tracks|videos)$/
const SEARCH = /^\/api\/(quick-search\/search|obsidian\/search|search)/
/** Writes a page makes on its own as it is used (a view counted, a search result chosen). */
const BEACON = /^\/api\/(page-views|quick-search\/chosen)$/

/** Routes the limit never applies to: the client's files, the page shell, health and metrics. */
const isLimited = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith(API_DOCS_PATH)) || url.startsWith('/v1/')

/** The cost class of an API route; `undefined` for what is never limited. */
export function routeCost(method: string, url: string): RouteCost | undefined {
  if (!isLimited(url)) return undefined
  const reads = method === 'GET' || method === 'HEAD'
  if (AUTH.test(url) && !reads) return 'auth'
  if (MODEL.test(url) && !reads) return 'model'
  if (UPLOAD.test(url) && method === 'POST') return 'upload'
  if (SEARCH.test(url)) return 'search'
  if (reads || BEACON.test(url)) return 'read'
  return 'write'
}

export function budgetPerMinute(cost: RouteCost, readBudget: number) {
  return Math.max(1, Math.floor(readBudget * SHARE_OF_READ_BUDGET[cost]))
}

/**
 * Per-route, per-address limits by what a route costs (decision 142). A route that sets
 * `config.rateLimit` itself (a budget of its own, or `false`) keeps it. Register before any
 * route: the budgets are given as routes are added.
 */
export const rateLimits = fp(
  async (app) => {
    const readBudget = app.config.rateLimitPerMinute
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.rateLimit !== undefined) return
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      const cost = routeCost(methods[0] ?? 'GET', route.url)
      if (!cost) return
      route.config = {
        ...route.config,
        rateLimit: { max: budgetPerMinute(cost, readBudget), timeWindow: '1 minute' },
      }
    })
    await app.register(rateLimit, {
      global: false,
      timeWindow: '1 minute',
      // The limit is told when it is reached (429 with Retry-After and the x-ratelimit headers),
      // not on every answer: three headers on each hot read cost more than the read (decision 122).
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    })
  },
  { name: 'rate-limit', dependencies: ['config'] },
)
