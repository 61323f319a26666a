import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyBaseLogger, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { RouteCost } from '@/shared/endpoint-schema'
import { MCP_PATH } from '@/shared/mcp'
import { API_DOCS_PATH } from '@/shared/routes'
import type { Db } from '../db/open'
import {
  DatabaseRateLimitStore,
  MemoryRateLimitStore,
  type RateLimitStore,
  type StoreParams,
} from './shared-rate-limit-store'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's cost class, set from its contract entry when the route is added. */
    cost?: RouteCost
  }
}

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

/** Routes the limit never applies to: the client's files, the page shell, health and metrics. */
const isLimited = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith(API_DOCS_PATH)) ||
  url.startsWith('/v1/') ||
  url === MCP_PATH

/**
 * The cost class of an API route: the one its contract entry declares, else a read for a GET
 * and a write for anything else; `undefined` for what is never limited.
 */
export function routeCost(
  method: string,
  url: string,
  declared?: RouteCost,
): RouteCost | undefined {
  if (!isLimited(url)) return undefined
  return declared ?? (method === 'GET' || method === 'HEAD' ? 'read' : 'write')
}

/** Costs counted in the database when instances share one: the limits that protect the whole. */
const SHARED_COSTS = new Set<RouteCost>(['auth', 'model', 'upload', 'write'])

export function budgetPerMinute(cost: RouteCost, readBudget: number) {
  return Math.max(1, Math.floor(readBudget * SHARE_OF_READ_BUDGET[cost]))
}

/**
 * With PostgreSQL, the store of each costly route counts in the database (every instance the
 * same requests); reads and searches, which protect only the instance that answers them, and
 * every route on PGlite (one instance), count in memory. Our memory store hands each request
 * its own count: the plugin's default store hands every request of a burst the same object, so
 * 50 requests in one tick all read 50 and were all refused.
 */
function storeByCost(db: Db | undefined, log: FastifyBaseLogger) {
  const onError = (error: unknown) => log.warn({ err: error }, 'old rate-limit counts not pruned')
  return class CostStore extends MemoryRateLimitStore {
    override child(params: StoreParams): RateLimitStore {
      const cost = params.routeInfo?.config?.cost as RouteCost | undefined
      return db && cost && SHARED_COSTS.has(cost)
        ? DatabaseRateLimitStore.forRoute(db, params, onError)
        : new MemoryRateLimitStore()
    }
  }
}

/**
 * Per-route, per-address limits by what a route costs (decisions 142, 216). A route that sets
 * `config.rateLimit` itself (a budget of its own, or `false`) keeps it. Register before any
 * route: the budgets are given as routes are added.
 */
export const rateLimits = fp(
  async (app) => {
    const readBudget = app.config.rateLimitPerMinute
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.rateLimit !== undefined) return
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      const declared = (route.schema as { cost?: RouteCost } | undefined)?.cost
      const cost = routeCost(methods[0] ?? 'GET', route.url, declared)
      if (!cost) return
      route.config = {
        ...route.config,
        cost,
        rateLimit: { max: budgetPerMinute(cost, readBudget), timeWindow: '1 minute' },
      }
    })
    await app.register(rateLimit, {
      global: false,
      timeWindow: '1 minute',
      store: storeByCost(
        app.config.databaseUrl ? app.database.db : undefined,
        app.log,
      ) as unknown as FastifyRateLimitStoreCtor,
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
  { name: 'rate-limit', dependencies: ['config', 'database'] },
)
