import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp, dropSchema, type TestApp } from '../test/build-test-app'

const pgUrl = process.env.DATABASE_URL || ''
const ADDRESS = '203.0.113.40'

const signUpFrom = (t: TestApp, n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: ADDRESS,
    payload: {
      username: `capped-${n}`,
      email: `capped-${n}@example.com`,
      password: 'long-enough-password',
    },
  })

describe('limits counted once however many instances answer', () => {
  const opened: TestApp[] = []
  afterAll(async () => {
    const schemas = pgUrl ? new Set(opened.map((t) => t.app.config.databaseSchema)) : []
    for (const t of opened.splice(0).reverse()) await t.app.close().catch(() => {})
    for (const schema of schemas) if (schema) await dropSchema(pgUrl, schema)
  })

  /** One instance on PGlite; two on one PostgreSQL schema. */
  async function instances(config: Parameters<typeof buildTestApp>[0]) {
    const first = await buildTestApp(config)
    opened.push(first)
    if (!pgUrl) return [first]
    const second = await buildTestApp({
      ...config,
      databaseSchema: first.app.config.databaseSchema,
      vaultsDir: first.app.config.vaultsDir,
    })
    opened.push(second)
    return [first, second]
  }

  it('creates no more accounts from one address than the hourly cap, all sent at once', async () => {
    const apps = await instances({ signupsPerAddressPerHour: 4 })
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => signUpFrom(apps[n % apps.length]!, n)),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(4)
    expect(statuses.filter((status) => status === 429)).toHaveLength(8)
    const accounts = await apps[0]!.app.database.db.query.users.findMany()
    expect(accounts.filter((user) => user.username.startsWith('capped-'))).toHaveLength(4)
  })

  it('holds a write route to one budget across instances, also in a burst', async () => {
    // 100 reads a minute: a write budget of 20 for one address, per route.
    const apps = await instances({ rateLimitPerMinute: 100 })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        apps[n % apps.length]!.app.inject({
          method: 'POST',
          url: '/api/ai-messages',
          remoteAddress: ADDRESS,
          payload: { content: `post ${n}`, toAgent: 'all', messageType: 'conversation' },
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(20)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30)
    // Reads protect only the instance that answers them: each has its own budget.
    const read = await apps[apps.length - 1]!.app.inject({
      url: '/api/ai-messages',
      remoteAddress: ADDRESS,
    })
    expect(read.statusCode).toBe(200)
  })
})
