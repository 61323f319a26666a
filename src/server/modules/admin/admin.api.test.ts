import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_DISABLED_MESSAGE } from '@/shared/auth'
import { passwordResets, users } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

// One app whose first account is its administrator; each test signs up people of its own.
let t: TestApp
let admin: { cookie: string; id: number }
const PASSWORD = 'long-enough-password'

async function signUp(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, email: `${username}@example.com`, password: PASSWORD },
  })
  expect(res.statusCode).toBe(201)
  const cookie = `hc_session=${res.cookies.find((c) => c.name === 'hc_session')!.value}`
  return { cookie, id: res.json().user.id as number, role: res.json().user.role as string }
}
async function signIn(username: string, password = PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } })
}
const call = (method: 'GET' | 'PATCH' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  })
const me = (cookie: string) => call('GET', '/api/me', cookie)
const securityEvents = async (cookie?: string, query = 'category=security') =>
  (await call('GET', `/api/agent-zero/observations?${query}&limit=200`, cookie)).json() as {
    type: string
    data: Record<string, unknown>
    observation: string
  }[]

beforeAll(async () => {
  t = await buildTestApp({ firstAccountAdmin: true })
  const first = await signUp('first_admin')
  expect(first.role).toBe('admin')
  admin = first
})
afterAll(() => t.close())

describe('roles', () => {
  it('makes the first account an administrator and the next ones members', async () => {
    const second = await signUp('second_member')
    expect(second.role).toBe('member')
    const session = (cookie: string) => call('GET', '/api/session', cookie).then((r) => r.json())
    expect((await session(admin.cookie)).isAdmin).toBe(true)
    expect((await session(second.cookie)).isAdmin).toBe(false)
    // The stored role opens the existing operator actions too.
    expect((await call('POST', '/api/system/optimize', second.cookie)).statusCode).toBe(403)
    expect((await call('POST', '/api/system/optimize', admin.cookie)).statusCode).toBe(200)
  })
})

describe('/api/admin', () => {
  it('answers 401 to a visitor and 403 to a member, changing nothing', async () => {
    const member = await signUp('plain_member')
    for (const [method, url, payload] of [
      ['GET', '/api/admin/users', undefined],
      ['PATCH', `/api/admin/users/${member.id}`, { role: 'admin' }],
      ['POST', `/api/admin/users/${member.id}/reset-link`, undefined],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401)
      expect((await call(method, url, member.cookie, payload)).statusCode, url).toBe(403)
    }
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, member.id))
    expect(row!.role).toBe('member')
    expect(await t.app.database.db.$count(passwordResets)).toBe(0)
  })

  it('lists people with search and paging', async () => {
    // Rows straight in the table: 22 argon2 hashes would only slow the test down.
    await t.app.database.db.insert(users).values(
      Array.from({ length: 22 }, (_, i) => ({
        username: `paged_${String(i).padStart(2, '0')}`,
        email: `paged_${i}@example.org`,
        passwordHash: 'not-a-hash',
      })),
    )
    const page = (query: string) =>
      call('GET', `/api/admin/users?${query}`, admin.cookie).then((r) => r.json())
    const first = await page('q=paged_')
    expect(first).toMatchObject({ total: 22, page: 1, pageSize: 20 })
    expect(first.users).toHaveLength(20)
    expect(first.users[0]).toMatchObject({ username: 'paged_00', role: 'member', disabled: false })
    expect(JSON.stringify(first)).not.toMatch(/not-a-hash|passwordHash/)
    const second = await page('q=PAGED_&page=2')
    expect(second.users.map((u: { username: string }) => u.username)).toEqual([
      'paged_20',
      'paged_21',
    ])
    expect((await page('q=example.org')).total).toBe(22)
    // A LIKE wildcard is searched as itself.
    expect((await page('q=%25')).total).toBe(0)
    for (const bad of ['page=0', 'page=x', `q=${'a'.repeat(255)}`]) {
      const res = await call('GET', `/api/admin/users?${bad}`, admin.cookie)
      expect(res.statusCode, bad).toBe(400)
    }
  })

  it('grants premium and administrator at once, and records who did it', async () => {
    const bo = await signUp('bo_grantee')
    const grant = await call('PATCH', `/api/admin/users/${bo.id}`, admin.cookie, {
      isPremium: true,
      role: 'admin',
    })
    expect(grant.statusCode).toBe(200)
    expect(grant.json()).toMatchObject({ id: bo.id, role: 'admin', isPremium: true })
    expect((await me(bo.cookie)).json().user).toMatchObject({ isPremium: true, role: 'admin' })
    expect((await call('GET', '/api/admin/users', bo.cookie)).statusCode).toBe(200)

    const events = await securityEvents(admin.cookie)
    const role = events.find((e) => e.type === 'security:role-changed' && e.data.userId === bo.id)
    expect(role).toMatchObject({
      data: { actor: 'first_admin', user: 'bo_grantee', role: 'admin' },
      observation: 'first_admin made bo_grantee an administrator.',
    })
    expect(
      events.find((e) => e.type === 'security:premium-changed' && e.data.userId === bo.id),
    ).toBeDefined()

    const revoke = await call('PATCH', `/api/admin/users/${bo.id}`, admin.cookie, {
      role: 'member',
      isPremium: false,
    })
    expect(revoke.json()).toMatchObject({ role: 'member', isPremium: false })
    expect((await call('GET', '/api/admin/users', bo.cookie)).statusCode).toBe(403)
  })

  it('refuses bad changes with 400 and unknown people with 404, changing nothing', async () => {
    const cy = await signUp('cy_untouched')
    for (const body of [{}, { role: 'root' }, { isPremium: 'yes' }, { extra: 1 }]) {
      const res = await call('PATCH', `/api/admin/users/${cy.id}`, admin.cookie, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    for (const id of ['0', 'x', '2147483648'])
      expect(
        (await call('PATCH', `/api/admin/users/${id}`, admin.cookie, { isPremium: true }))
          .statusCode,
      ).toBe(400)
    expect(
      (await call('PATCH', '/api/admin/users/999999', admin.cookie, { isPremium: true }))
        .statusCode,
    ).toBe(404)
    expect(
      (await call('POST', '/api/admin/users/999999/reset-link', admin.cookie)).statusCode,
    ).toBe(404)
    expect((await me(cy.cookie)).json().user).toMatchObject({ isPremium: false, role: 'member' })
  })

  it('never removes the last administrator, nor lets one disable themselves', async () => {
    const demote = await call('PATCH', `/api/admin/users/${admin.id}`, admin.cookie, {
      role: 'member',
    })
    expect(demote.statusCode).toBe(409)
    expect(demote.json().message).toMatch(/last administrator/)
    const disable = await call('PATCH', `/api/admin/users/${admin.id}`, admin.cookie, {
      disabled: true,
    })
    expect(disable.statusCode).toBe(409)
    expect((await me(admin.cookie)).json().user.role).toBe('admin')
  })

  it('disables an account: its sessions end at once and it cannot sign in until enabled', async () => {
    const dee = await signUp('dee_disabled')
    const res = await call('PATCH', `/api/admin/users/${dee.id}`, admin.cookie, { disabled: true })
    expect(res.json()).toMatchObject({ disabled: true, sessions: 0 })
    expect((await me(dee.cookie)).statusCode).toBe(401)
    const refused = await signIn('dee_disabled')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(ACCOUNT_DISABLED_MESSAGE)
    expect(refused.cookies).toHaveLength(0)
    // A wrong password learns nothing about the account's state.
    expect((await signIn('dee_disabled', 'wrong-password-1')).statusCode).toBe(401)

    await call('PATCH', `/api/admin/users/${dee.id}`, admin.cookie, { disabled: false })
    expect((await signIn('dee_disabled')).statusCode).toBe(200)
    const types = (await securityEvents(admin.cookie))
      .filter((e) => e.data.userId === dee.id)
      .map((e) => e.type)
    expect(types).toEqual(
      expect.arrayContaining([
        'security:account-disabled',
        'security:account-enabled',
        'security:sign-in-disabled-account',
      ]),
    )
  })

  it('issues a one-time reset link: random, stored hashed, single use, for an hour', async () => {
    const eve = await signUp('eve_reset')
    const link = await call('POST', `/api/admin/users/${eve.id}/reset-link`, admin.cookie)
    expect(link.statusCode).toBe(201)
    const { path, expiresAt } = link.json()
    const token = /^\/reset-password#token=([A-Za-z0-9_-]+)$/.exec(path)![1]!
    expect(token.length).toBeGreaterThanOrEqual(22) // ≥ 128 bits in base64url
    const expiresIn = new Date(expiresAt).getTime() - Date.now()
    expect(expiresIn).toBeGreaterThan(59 * 60_000)
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000)
    const [stored] = await t.app.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, eve.id))
    expect(stored!.tokenHash).not.toContain(token)
    expect(stored!.issuedBy).toBe(admin.id)

    const reset = (newPassword: string, withToken = token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/reset-password',
        payload: { token: withToken, newPassword },
      })
    // A refused password leaves the link usable.
    expect((await reset('password')).statusCode).toBe(400)
    expect((await reset('eve_reset')).json().message).toMatch(/^newPassword: .*username/)
    const done = await reset('a-brand-new-passphrase')
    expect(done.statusCode).toBe(204)
    expect((await me(eve.cookie)).statusCode).toBe(401)
    expect((await signIn('eve_reset', PASSWORD)).statusCode).toBe(401)
    expect((await signIn('eve_reset', 'a-brand-new-passphrase')).statusCode).toBe(200)
    // Single use.
    const again = await reset('another-new-passphrase')
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toMatch(/^token: /)
    expect((await reset('another-new-passphrase', 'x'.repeat(43))).statusCode).toBe(400)

    // An hour later a link is void.
    const late = await call('POST', `/api/admin/users/${eve.id}/reset-link`, admin.cookie)
    const lateToken = late.json().path.split('token=')[1]
    await t.app.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, eve.id))
    expect((await reset('late-new-passphrase', lateToken)).statusCode).toBe(400)

    const events = (await securityEvents(admin.cookie)).filter((e) => e.data.userId === eve.id)
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['security:reset-link-issued', 'security:password-reset']),
    )
    expect(JSON.stringify(events)).not.toContain(token)
    expect(JSON.stringify(events)).not.toMatch(/passphrase|argon2/)
  })
})

describe('security events in the observations list', () => {
  it('are listed and filtered for administrators only', async () => {
    const member = await signUp('fay_watcher')
    await signIn('fay_watcher', 'not-the-password')
    const forAdmin = await securityEvents(admin.cookie)
    const failed = forAdmin.find(
      (e) => e.type === 'security:sign-in-failed' && e.data.userId === member.id,
    )
    expect(failed).toBeDefined()
    expect(JSON.stringify(failed)).not.toContain('not-the-password')
    const byType = await securityEvents(admin.cookie, 'type=security:sign-in-failed')
    expect(new Set(byType.map((e) => e.type))).toEqual(new Set(['security:sign-in-failed']))
    const activity = await securityEvents(admin.cookie, 'category=activity')
    expect(activity.some((e) => e.type.startsWith('security:'))).toBe(false)

    for (const cookie of [member.cookie, undefined]) {
      const all = (await call('GET', '/api/agent-zero/observations?limit=200', cookie)).json()
      expect(all.some((e: { type: string }) => e.type.startsWith('security:'))).toBe(false)
      expect(await securityEvents(cookie)).toEqual([])
    }
    expect(
      (await call('GET', '/api/agent-zero/observations?category=everything', admin.cookie))
        .statusCode,
    ).toBe(400)
  })
})
