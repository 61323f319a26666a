import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../config'
import { tokenUsage } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

let t: TestApp
let admin: string
let member: { cookie: string; user: { id: number } }
beforeAll(async () => {
  const ai = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
  t = await buildTestApp({ adminUsernames: ['usage_admin'], ai })
  admin = (await signUp(t, 'usage_admin')).cookie
  member = await signUp(t, 'usage_member')
})
afterAll(async () => {
  await t.close()
})

const usage = (query = '', cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/connections/usage${query}`, headers: { cookie } })
const ask = (message: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai-agents/adam/ask',
    payload: { message },
    ...(cookie ? { headers: { cookie } } : {}),
  })
const today = () => new Date().toISOString().slice(0, 10)

describe('tokens per day, person and model', () => {
  it('counts each turn under its person, visitors together, newest day first', async () => {
    expect((await ask('What is a codex?')).statusCode).toBe(200)
    expect((await ask('And what is a persona?')).statusCode).toBe(200)
    expect((await ask('Hello Adam', member.cookie)).statusCode).toBe(200)
    // A day before the window, written as the chat would have written it then.
    await t.app.database.db.insert(tokenUsage).values({
      day: '2020-01-01',
      subject: `user:${member.user.id}`,
      userId: member.user.id,
      model: 'offline',
      turns: 4,
      promptTokens: 400,
      completionTokens: 40,
    })

    await vi.waitFor(async () => {
      const res = await usage()
      expect(res.statusCode).toBe(200)
      expect(res.json().rows).toHaveLength(2)
    })
    const body = (await usage()).json()
    const first = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)
    expect(body.since).toBe(first)
    const visitors = body.rows.find((row: { username: string | null }) => row.username === null)
    const person = body.rows.find(
      (row: { username: string | null }) => row.username === 'usage_member',
    )
    expect(visitors).toMatchObject({ day: today(), turns: 2 })
    expect(person).toMatchObject({ day: today(), turns: 1 })
    for (const row of [visitors, person]) {
      expect(row.model).toBe(t.app.ai.offline.model)
      expect(row.promptTokens).toBeGreaterThan(0)
      expect(row.completionTokens).toBeGreaterThan(0)
    }
    // The most tokens first within a day: two visitor turns before one of the member's.
    expect(body.rows[0].username).toBeNull()

    const wide = (await usage(`?days=90`)).json()
    expect(wide.rows).toHaveLength(2)
    expect(wide.rows.some((row: { day: string }) => row.day === '2020-01-01')).toBe(false)
  })

  it('lets only administrators read it, and refuses a bad window with a 400', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/connections/usage' })
    expect(visitor.statusCode).toBe(401)
    expect((await usage('', member.cookie)).statusCode).toBe(403)
    for (const query of ['?days=0', '?days=91', '?days=abc', '?days=1.5']) {
      const res = await usage(query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toMatch(/^days: /)
    }
  })
})
