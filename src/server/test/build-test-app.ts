import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { buildApp, type App } from '../app'
import type { Clock } from '../clock'
import { loadConfig, type Config } from '../config'

export interface TestApp {
  /** The app; its `inject` acts like a browser on our own pages (same-origin `Origin`). */
  app: App
  /** `inject` exactly as given: no Origin header unless the test sets one. */
  injectRaw(options: InjectOptions): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

export const TEST_ORIGIN = 'http://localhost'

function withSameOrigin(options: InjectOptions | string): InjectOptions {
  const opts = typeof options === 'string' ? { url: options } : options
  const headers = opts.headers ?? {}
  if ('origin' in headers || 'sec-fetch-site' in headers) return opts
  return { ...opts, headers: { ...headers, origin: TEST_ORIGIN } }
}

/**
 * The real app on a fresh database: in-memory PGlite, or — when DATABASE_URL is set — a
 * throw-away schema in that PostgreSQL, dropped again on close.
 */
export async function buildTestApp(
  { clock, ...overrides }: Partial<Config> & { clock?: Clock } = {},
  extend?: (app: App) => void,
): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL || undefined
  const databaseSchema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CLIENT_DIR: '/nonexistent',
      OFFLINE_CHUNK_DELAY_MS: '0',
      // Many sign-ups from one address in one file; the tests of the limits set their own.
      RATE_LIMIT_PER_MINUTE: '100000',
    }),
    inMemoryDatabase: true,
    // Prepared once for the run by global-setup.ts.
    inMemoryTemplate: process.env.HC_PGLITE_TEMPLATE,
    vaultsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'hc-vaults-')),
    databaseUrl,
    databaseSchema,
    ...overrides,
  }
  const app = await buildApp(config, undefined, clock)
  extend?.(app)
  await app.ready()
  const injectRaw = app.inject.bind(app) as (
    options: InjectOptions,
  ) => Promise<LightMyRequestResponse>
  Object.assign(app, {
    inject: (options: InjectOptions | string) => injectRaw(withSameOrigin(options)),
  })
  return {
    app,
    injectRaw,
    async close() {
      await app.close()
      fs.rmSync(config.vaultsDir, { recursive: true, force: true })
      if (databaseUrl && databaseSchema) await dropSchema(databaseUrl, databaseSchema)
    },
  }
}

export async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
  } finally {
    await client.end()
  }
}
