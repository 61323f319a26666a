import { eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LOGIN_FAILED_MESSAGE, REGISTRATION_CONFLICT_MESSAGE } from '@/shared/auth'
import { sessions, users } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { SESSION_COOKIE } from './sessions'

// One app for the file. Each test signs up people of its own and calls from an address of its
// own, so no test meets another's accounts or their per-account and per-address failure limits.
let t: TestApp
let address = 0
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())
beforeEach(() => {
  address += 1
})
const remoteAddress = () => `192.0.2.${address}`

/** Ada for one test: `ada_<tag>`, with an email in mixed case as people type them. */
const adaFor = (tag: string) => ({
  username: `ada_${tag}`,
  email: `Ada_${tag}@Example.com`,
  password: 'analytical-engine',
})
const graceFor = (tag: string) => ({
  username: `grace_${tag}`,
  email: `grace_${tag}@example.com`,
  password: 'compiler-pioneer',
})

async function post(url: string, payload?: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: remoteAddress(),
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
  })
}
const me = (cookie?: string) =>
  t.app.inject({ url: '/api/me', headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} })
function sessionCookie(res: Awaited<ReturnType<typeof post>>) {
  return res.cookies.find((cookie) => cookie.name === SESSION_COOKIE)
}
async function registered(input: { username: string; email: string; password: string }) {
  const res = await post('/api/register', input)
  expect(res.statusCode).toBe(201)
  return { user: res.json().user, cookie: sessionCookie(res)!.value }
}
/** Accounts holding any of these usernames or emails, in any case. */
function accountsNamed(payloads: { username?: string; email?: string }[]) {
  const lower = (values: (string | undefined)[]) =>
    values.filter((value): value is string => !!value).map((value) => value.toLowerCase())
  return t.app.database.db.$count(
    users,
    or(
      inArray(sql`lower(${users.username})`, lower(payloads.map((p) => p.username))),
      inArray(users.email, lower(payloads.map((p) => p.email))),
    ),
  )
}

describe('POST /api/register', () => {
  it('creates the account, signs in, and never returns the password hash', async () => {
    const ada = adaFor('new')
    const res = await post('/api/register', ada)
    expect(res.statusCode).toBe(201)
    const { user } = res.json()
    expect(user).toMatchObject({
      username: 'ada_new',
      email: 'ada_new@example.com',
      isPremium: false,
    })
    expect(res.body).not.toMatch(/argon2|password/i)
    const cookie = sessionCookie(res)!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie.maxAge).toBeUndefined()
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await me(cookie.value)).json().user.id).toBe(user.id)
  })

  it('gives a 30-day cookie with remember me', async () => {
    const res = await post('/api/register', { ...adaFor('remember'), rememberMe: true })
    expect(sessionCookie(res)!.maxAge).toBe(30 * 24 * 3600)
  })

  it('refuses a taken username or email, ignoring case, with the documented message', async () => {
    const ada = adaFor('taken')
    await registered(ada)
    for (const clash of [
      { ...ada, email: 'other_taken@example.com', username: 'ADA_TAKEN' },
      { ...ada, username: 'someone_taken', email: 'ada_taken@EXAMPLE.com' },
    ]) {
      const res = await post('/api/register', clash)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ message: REGISTRATION_CONFLICT_MESSAGE })
    }
  })

  it('names the field that breaks a rule, and creates nothing', async () => {
    const ada = adaFor('rules')
    const cases: [{ username?: string; email?: string; password?: string }, RegExp][] = [
      [{ ...ada, username: 'ab' }, /^username: must be at least 3/],
      [{ ...ada, username: 'a'.repeat(33) }, /^username: must be at most 32/],
      [{ ...ada, username: 'ada lovelace' }, /^username: may contain only/],
      [{ ...ada, email: 'not-an-email' }, /^email: must be a valid email/],
      [{ ...ada, password: 'short' }, /^password: must be at least 8/],
      [{ ...ada, password: 'x'.repeat(129) }, /^password: must be at most 128/],
      [{ username: 'ada_rules', password: 'analytical-engine' }, /^email: /],
    ]
    for (const [payload, message] of cases) {
      const res = await post('/api/register', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    expect(await accountsNamed(cases.map(([payload]) => payload))).toBe(0)
  })
})

describe('POST /api/login', () => {
  it('accepts the username or the email, in any case', async () => {
    const ada = adaFor('cases')
    await registered(ada)
    for (const username of [
      'ada_cases',
      'ADA_CASES',
      'ada_cases@example.com',
      'Ada_Cases@Example.COM',
    ]) {
      const res = await post('/api/login', { username, password: ada.password })
      expect(res.statusCode, username).toBe(200)
      expect(res.json().user.username).toBe('ada_cases')
      expect(res.body).not.toMatch(/argon2|passwordHash/)
    }
  })

  it('answers a wrong password and an unknown user alike', async () => {
    await registered(adaFor('wrong'))
    const wrong = await post('/api/login', { username: 'ada_wrong', password: 'wrong-password' })
    const unknown = await post('/api/login', { username: 'nobody', password: 'wrong-password' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: LOGIN_FAILED_MESSAGE })
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('spends comparable time on unknown users and wrong passwords', async () => {
    await registered(adaFor('timing'))
    const time = async (username: string) => {
      const started = performance.now()
      await post('/api/login', { username, password: 'wrong-password' })
      return performance.now() - started
    }
    // Interleaved, so a busy machine slows both kinds alike; medians of five.
    const known: number[] = []
    const unknownTimes: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await time('ada_timing'))
      unknownTimes.push(await time(`ghost${i}`))
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2]!
    const ratio = median(unknownTimes) / median(known)
    expect(ratio).toBeGreaterThan(0.33)
    expect(ratio).toBeLessThan(3)
  })

  it('rotates the session: a new id on login, the old one is gone', async () => {
    const ada = adaFor('rotate')
    const { cookie: first } = await registered(ada)
    const res = await post('/api/login', { username: ada.username, password: ada.password }, first)
    const second = sessionCookie(res)!.value
    expect(second).not.toBe(first)
    expect((await me(first)).statusCode).toBe(401)
    expect((await me(second)).statusCode).toBe(200)
  })

  it('holds back one address guessing one account, with Retry-After, but not the owner elsewhere', async () => {
    const ada = adaFor('blocked')
    const grace = graceFor('blocked')
    await registered(ada)
    await registered(grace)
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/login', { username: ada.username, password: `nope-${i}-xx` })).statusCode,
      ).toBe(401)
    }
    const held = await post('/api/login', { username: ada.username, password: ada.password })
    expect(held.statusCode).toBe(429)
    expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(held.json().message).toMatch(/Too many attempts/)
    expect(sessionCookie(held)).toBeUndefined()
    // Another account from the same address is not affected…
    expect(
      (await post('/api/login', { username: grace.username, password: grace.password })).statusCode,
    ).toBe(200)
    // …nor the owner, with the right password, from another address.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '198.51.100.7',
      payload: { username: ada.username, password: ada.password },
    })
    expect(owner.statusCode).toBe(200)
  })

  it('throttles sign-in by e-mail as by name, never telling which name owns an e-mail', async () => {
    const ada = adaFor('owner_probe')
    const grace = graceFor('owner_probe')
    await registered(ada)
    await registered(grace)
    const attempt = (username: string) =>
      post('/api/login', { username, password: 'not-the-password' })
    for (const typed of [ada.email, 'nobody_probe@example.com']) {
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await attempt(typed)).statusCode)
      // A known and an unknown e-mail are held back alike.
      expect(statuses, typed).toEqual([401, 401, 401, 429, 429])
    }
    // The owner's name and another name answer alike: the block says nothing about who.
    expect((await attempt(ada.username)).statusCode).toBe(401)
    expect((await attempt(grace.username)).statusCode).toBe(401)
  })

  it('says the same for an unknown account and a wrong password', async () => {
    const ada = adaFor('generic')
    await registered(ada)
    const wrong = await post('/api/login', { username: ada.username, password: 'not-her-password' })
    const unknown = await post('/api/login', { username: 'nobody_generic', password: 'whatever-1' })
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401])
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().message).toBe(LOGIN_FAILED_MESSAGE)
  })

  it('requires both fields', async () => {
    expect((await post('/api/login', { username: 'ada_l' })).json().message).toMatch(/^password: /)
    expect((await post('/api/login', { username: ' ', password: 'x' })).json().message).toMatch(
      /^username: /,
    )
  })
})

describe('sessions', () => {
  it('GET /api/me answers 401 without a session', async () => {
    const res = await me()
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Not signed in' })
  })

  it('GET /api/session answers 200 with the user or null', async () => {
    expect((await t.app.inject({ url: '/api/session' })).json()).toEqual({
      user: null,
      isAdmin: false,
      premiumSelfService: true,
    })
    const { user, cookie } = await registered(adaFor('session'))
    const res = await t.app.inject({
      url: '/api/session',
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    })
    expect(res.json()).toEqual({ user, isAdmin: false, premiumSelfService: true })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('logout ends the session and clears the cookie', async () => {
    const { cookie } = await registered(adaFor('logout'))
    const res = await post('/api/logout', undefined, cookie)
    expect(res.statusCode).toBe(204)
    expect(sessionCookie(res)?.value).toBe('')
    expect((await me(cookie)).statusCode).toBe(401)
  })

  it('expires a browser session after a day idle, and any session at its absolute limit', async () => {
    const db = t.app.database.db
    const ada = adaFor('expiry')
    const { user, cookie: idle } = await registered(ada)
    const hers = eq(sessions.userId, user.id)
    // Rows edited behind the app's back: its session cache (PGlite) would not know.
    const edit = async (values: { lastSeenAt?: SQL; expiresAt?: SQL }) => {
      await db.update(sessions).set(values).where(hers)
      t.app.sessionCache?.clear()
    }
    await edit({ lastSeenAt: sql`now() - interval '25 hours'` })
    expect((await me(idle)).statusCode).toBe(401)

    const login = await post('/api/login', {
      username: ada.username,
      password: ada.password,
      rememberMe: true,
    })
    const remembered = sessionCookie(login)!.value
    await edit({ lastSeenAt: sql`now() - interval '25 hours'` })
    expect((await me(remembered)).statusCode).toBe(200)
    await edit({ expiresAt: sql`now() - interval '1 second'` })
    expect((await me(remembered)).statusCode).toBe(401)
    expect(await db.$count(sessions, hers)).toBe(0)
  })

  it('ignores a forged cookie', async () => {
    await registered(adaFor('forged'))
    expect((await me('A'.repeat(43))).statusCode).toBe(401)
  })
})

describe('POST /api/upgrade-premium', () => {
  it('needs a session', async () => {
    const res = await post('/api/upgrade-premium', { userId: 1 })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toMatch(/log in to upgrade/)
  })

  it("refuses someone else's userId and changes nothing", async () => {
    const ada = adaFor('upgrade_other')
    const { user: adaUser } = await registered(ada)
    const grace = await registered(graceFor('upgrade_other'))
    const res = await post('/api/upgrade-premium', { userId: adaUser.id }, grace.cookie)
    expect(res.statusCode).toBe(403)
    const login = await post('/api/login', { username: ada.username, password: ada.password })
    expect(login.json().user.isPremium).toBe(false)
    expect((await me(grace.cookie)).json().user.isPremium).toBe(false)
  })

  it("upgrades the session's own user, with or without the userId", async () => {
    const { user, cookie } = await registered(adaFor('upgrade_own'))
    const res = await post('/api/upgrade-premium', { userId: String(user.id) }, cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ id: user.id, isPremium: true })
    expect((await me(cookie)).json().user.isPremium).toBe(true)
    expect((await post('/api/upgrade-premium', undefined, cookie)).statusCode).toBe(200)
  })
})

describe('cross-site requests', () => {
  it('refuses state-changing calls from another origin or with no origin', async () => {
    const ada = adaFor('cross_site')
    const attempts = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, {}]
    for (const headers of attempts) {
      const res = await t.injectRaw({ method: 'POST', url: '/api/register', payload: ada, headers })
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
      expect(res.json().message).toMatch(/Cross-site request refused/)
    }
    expect(await accountsNamed([ada])).toBe(0)
  })

  it('accepts Sec-Fetch-Site: same-origin and reads stay open', async () => {
    const res = await t.injectRaw({
      method: 'POST',
      url: '/api/register',
      payload: adaFor('same_origin'),
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(res.statusCode).toBe(201)
    expect((await t.injectRaw({ method: 'GET', url: '/api/me' })).statusCode).toBe(401)
  })
})

describe('production cookies', () => {
  it('are Secure and __Host- prefixed when NODE_ENV=production', async () => {
    // An app of its own: the production setting is read when the app is built.
    const prod = await buildTestApp({ env: 'production' })
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: adaFor('production'),
      })
      expect(sessionCookie(res)).toBeUndefined()
      const cookie = res.cookies.find((c) => c.name === '__Host-hc_session')!
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true })
      expect(cookie.domain).toBeUndefined()
      // The prefixed cookie is the one the server reads back; the plain name is ignored.
      const me = (name: string) =>
        prod.app.inject({ url: '/api/me', headers: { cookie: `${name}=${cookie.value}` } })
      expect((await me('__Host-hc_session')).statusCode).toBe(200)
      expect((await me('hc_session')).statusCode).toBe(401)
    } finally {
      await prod.close()
    }
  })
})
