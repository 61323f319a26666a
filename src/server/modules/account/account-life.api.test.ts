import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeys } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

// A key and a reset link are as good as their account: every lock-out stops them too.
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
  return { cookie, id: res.json().user.id as number }
}
async function newKey(cookie: string, payload: object = { name: 'laptop' }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    payload,
    headers: { cookie },
  })
  expect(res.statusCode).toBe(201)
  return res.json() as { id: string; key: string; expiresAt: string | null }
}
const models = (key: string) =>
  t.app.inject({ url: '/v1/models', headers: { authorization: `Bearer ${key}` } })
async function expectRefused(key: string) {
  const res = await models(key)
  expect(res.statusCode).toBe(401)
  expect(res.json().error).toMatchObject({
    type: 'authentication_error',
    code: 'invalid_api_key',
    message: expect.stringContaining('/account'),
  })
}

beforeAll(async () => {
  t = await buildTestApp({ firstAccountAdmin: true })
  admin = await signUp('keys_admin')
})
afterAll(() => t.close())

describe('API keys follow their account', () => {
  it('refuses a key at once when its owner is disabled, and again works when enabled', async () => {
    const person = await signUp('keys_disabled')
    const { key } = await newKey(person.cookie)
    expect((await models(key)).statusCode).toBe(200)
    const disable = (disabled: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${person.id}`,
        payload: { disabled },
        headers: { cookie: admin.cookie },
      })
    expect((await disable(true)).statusCode).toBe(200)
    await expectRefused(key)
    expect((await disable(false)).statusCode).toBe(200)
    expect((await models(key)).statusCode).toBe(200)
  })

  it('refuses a key once its owner deleted the account', async () => {
    const person = await signUp('keys_deleted')
    const { key } = await newKey(person.cookie)
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: PASSWORD },
      headers: { cookie: person.cookie },
    })
    expect(res.statusCode).toBe(204)
    await expectRefused(key)
  })

  it('revokes every key when an administrator issues a reset link, and when it is used', async () => {
    const person = await signUp('keys_reset')
    const first = await newKey(person.cookie)
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.id}/reset-link`,
      headers: { cookie: admin.cookie },
    })
    expect(link.statusCode).toBe(201)
    await expectRefused(first.key)
    // A key made between the link and its use (by whoever holds the session) goes too.
    const second = await newKey(person.cookie)
    const token = /#token=(.+)$/.exec(link.json().path)![1]!
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: { token, newPassword: 'another-long-password' },
    })
    expect(reset.statusCode).toBe(204)
    await expectRefused(second.key)
  })

  it('revokes the keys on a password change unless the person keeps them', async () => {
    const person = await signUp('keys_password')
    const { key } = await newKey(person.cookie)
    const change = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        payload,
        headers: { cookie: person.cookie },
      })
    const kept = await change({
      currentPassword: PASSWORD,
      newPassword: 'second-long-password',
      keepApiKeys: true,
    })
    expect(kept.statusCode).toBe(200)
    expect(kept.json()).toMatchObject({ revokedApiKeys: 0 })
    expect((await models(key)).statusCode).toBe(200)
    const revoked = await change({
      currentPassword: 'second-long-password',
      newPassword: 'third-long-password',
    })
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json()).toMatchObject({ revokedApiKeys: 1 })
    await expectRefused(key)
    const bad = await change({
      currentPassword: 'third-long-password',
      newPassword: 'fourth-long-password',
      keepApiKeys: 'yes',
    })
    expect(bad.statusCode).toBe(400)
  })

  it('gives a key an optional expiry, lists it with its last use, and refuses it after', async () => {
    const person = await signUp('keys_expiry')
    const forever = await newKey(person.cookie)
    expect(forever.expiresAt).toBeNull()
    const brief = await newKey(person.cookie, { name: 'brief', expiresInDays: 30 })
    const days = (Date.parse(brief.expiresAt!) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    expect((await models(brief.key)).statusCode).toBe(200)
    await t.app.background.idle()
    const listed = (
      await t.app.inject({ url: '/api/api-keys', headers: { cookie: person.cookie } })
    ).json().keys as { id: string; lastUsedAt: string | null; expiresAt: string | null }[]
    expect(listed.find((k) => k.id === brief.id)).toMatchObject({
      lastUsedAt: expect.any(String),
      expiresAt: brief.expiresAt,
    })
    for (const expiresInDays of [0, 366, 1.5, '7']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        payload: { name: 'bad', expiresInDays },
        headers: { cookie: person.cookie },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/^expiresInDays: /)
    }
    await t.app.database.db
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.id, brief.id))
    await expectRefused(brief.key)
    expect((await models(forever.key)).statusCode).toBe(200)
  })
})

describe('reset links follow their account', () => {
  it('withdraws an unused reset link when its owner changes the password', async () => {
    const person = await signUp('link_owner')
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.id}/reset-link`,
      headers: { cookie: admin.cookie },
    })
    const token = /#token=(.+)$/.exec(link.json().path)![1]!
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: PASSWORD, newPassword: 'owner-chose-this-one' },
      headers: { cookie: person.cookie },
    })
    expect(changed.statusCode).toBe(200)
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: { token, newPassword: 'attacker-chose-this' },
    })
    expect(reset.statusCode).toBe(400)
    expect(reset.json().message).toMatch(/^token: /)
  })
})

describe('the export', () => {
  it('lists the API keys by name, prefix and dates, never a secret', async () => {
    const person = await signUp('export_keys')
    const { key } = await newKey(person.cookie, { name: 'exported key', expiresInDays: 7 })
    await models(key)
    await t.app.background.idle()
    const res = await t.app.inject({
      url: '/api/account/export',
      headers: { cookie: person.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain(key)
    expect(res.body).not.toMatch(/keyHash|key_hash/)
    expect(res.json().apiKeys).toEqual([
      {
        name: 'exported key',
        prefix: key.slice(0, 9),
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ])
  })
})
