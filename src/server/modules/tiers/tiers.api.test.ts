import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FREE_DAILY_CONVERSATIONS } from '@/shared/tiers'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startConversation, VISITOR_COOKIE } from './service'

// One app for the file: each test counts against subjects of its own. The made-up user ids are
// far above any the sign-up below gets.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('daily conversation limit', () => {
  it('allows ten conversations a day to a free subject and refuses the eleventh', async () => {
    const db = t.app.database.db
    for (let i = 1; i <= FREE_DAILY_CONVERSATIONS; i++) {
      const { allowed, usage } = await startConversation(db, 'user:900001', false)
      expect(allowed).toBe(true)
      expect(usage.remainingToday).toBe(FREE_DAILY_CONVERSATIONS - i)
    }
    const eleventh = await startConversation(db, 'user:900001', false)
    expect(eleventh.allowed).toBe(false)
    expect(eleventh.usage).toMatchObject({ usedToday: 10, remainingToday: 0 })
    // Counted per subject.
    expect((await startConversation(db, 'visitor:abc', false)).allowed).toBe(true)
  })

  it('counts concurrent starts exactly', async () => {
    const db = t.app.database.db
    const results = await Promise.all(
      Array.from({ length: 15 }, () => startConversation(db, 'user:900002', false)),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(10)
  })

  it('never limits premium', async () => {
    const db = t.app.database.db
    for (let i = 0; i < 12; i++)
      expect((await startConversation(db, 'user:900003', true)).allowed).toBe(true)
  })
})

describe('GET /api/usage', () => {
  it('gives an anonymous visitor a cookie and the free limit', async () => {
    const res = await t.app.inject({ url: '/api/usage' })
    expect(res.json()).toEqual({
      isPremium: false,
      dailyLimit: 10,
      usedToday: 0,
      remainingToday: 10,
    })
    const visitor = res.cookies.find((c) => c.name === VISITOR_COOKIE)!
    expect(visitor).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    await startConversation(t.app.database.db, `visitor:${visitor.value}`, false)
    const again = await t.app.inject({
      url: '/api/usage',
      headers: { cookie: `${VISITOR_COOKIE}=${visitor.value}` },
    })
    expect(again.json().usedToday).toBe(1)
  })

  it('shows a premium user as unlimited', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'ada_l', email: 'ada@example.com', password: 'analytical-engine' },
    })
    const cookie = `hc_session=${reg.cookies.find((c) => c.name === 'hc_session')!.value}`
    await t.app.inject({ method: 'POST', url: '/api/upgrade-premium', headers: { cookie } })
    const res = await t.app.inject({ url: '/api/usage', headers: { cookie } })
    expect(res.json()).toEqual({
      isPremium: true,
      dailyLimit: null,
      usedToday: 0,
      remainingToday: null,
    })
  })
})

describe('visitors without a cookie', () => {
  it('are counted by their address: the eleventh of twelve cookieless requests is refused', async () => {
    const ask = (remoteAddress: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ai-agents/adam/ask',
        payload: { message: 'Hello again' },
        remoteAddress,
        headers: cookie ? { cookie } : {},
      })
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await ask('198.51.100.7')).statusCode)
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429])
    // Another address is someone else; a visitor who keeps the cookie is counted by it.
    expect((await ask('198.51.100.8')).statusCode).toBe(200)
    const first = await ask('198.51.100.9')
    const cookie = `${VISITOR_COOKIE}=${first.cookies.find((c) => c.name === VISITOR_COOKIE)!.value}`
    expect((await ask('198.51.100.9', cookie)).statusCode).toBe(200)
  })
})

describe('visitors with a new or forged cookie each time', () => {
  it('are counted by the larger of cookie and address: the eleventh conversation is refused', async () => {
    const ask = (cookie: string, remoteAddress = '198.51.100.21', accept = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/ai-agents/adam/ask',
        payload: { message: 'Hello with a fresh cookie' },
        remoteAddress,
        headers: { cookie, accept },
      })
    const forged = (i: number) => `${VISITOR_COOKIE}=forged-visitor-${String(i).padStart(8, '0')}`
    const statuses: number[] = []
    for (let i = 0; i < 14; i++) statuses.push((await ask(forged(i))).statusCode)
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429, 429, 429])
    const usage = await t.app.inject({
      url: '/api/usage',
      remoteAddress: '198.51.100.21',
      headers: { cookie: forged(99) },
    })
    expect(usage.json()).toMatchObject({ usedToday: 10, remainingToday: 0 })
    // A refused stream closes its connection.
    const stream = await ask(forged(100), '198.51.100.21', 'text/event-stream')
    expect(stream.statusCode).toBe(429)
    expect(stream.headers.connection).toBe('close')
    // The cookie counts too: the same cookie from another address is still at its count.
    const roaming = forged(200)
    for (let i = 0; i < 10; i++)
      expect((await ask(roaming, `203.0.113.${i + 1}`)).statusCode).toBe(200)
    expect((await ask(roaming, '203.0.113.50')).statusCode).toBe(429)
  })
})
