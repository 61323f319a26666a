import type { FastifyInstance } from 'fastify'
import { budgetPerMinute } from '../../plugins/rate-limit'
import {
  DatabaseRateLimitStore,
  MemoryRateLimitStore,
  type RateLimitStore,
} from '../../plugins/shared-rate-limit-store'

const MINUTE_MS = 60_000

export interface ModelCallAnswer {
  allowed: boolean
  /** Seconds until the window that refused the call ends. */
  retryAfterSeconds: number
}

/**
 * The model-call budget of `ask_persona`. `/mcp` is one route with a write's budget (120 a
 * minute at the defaults), but a persona's answer costs what a chat turn costs: each call takes
 * a place in the model budget a chat route has (30 a minute, decision 216), counted per person,
 * in the database when instances share one.
 */
export function modelCallBudget(
  app: FastifyInstance,
): (userId: number) => Promise<ModelCallAnswer> {
  const store: RateLimitStore = app.config.databaseUrl
    ? new DatabaseRateLimitStore(app.database.db, 'mcp ask_persona ', (error) =>
        app.log.warn({ err: error }, 'old rate-limit counts not pruned'),
      )
    : new MemoryRateLimitStore()
  const max = budgetPerMinute('model', app.config.rateLimitPerMinute)
  return (userId) =>
    new Promise((resolve, reject) => {
      store.incr(
        `user:${userId}`,
        (error, result) => {
          if (error || !result) return reject(error ?? new Error('no count'))
          resolve({
            allowed: result.current <= max,
            retryAfterSeconds: Math.max(1, Math.ceil(result.ttl / 1000)),
          })
        },
        MINUTE_MS,
        max,
      )
    })
}
