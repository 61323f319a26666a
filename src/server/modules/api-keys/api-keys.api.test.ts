import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const create = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    payload: payload as object,
    headers: { cookie },
  })
const list = async (cookie: string) =>
  (await t.app.inject({ url: '/api/api-keys', headers: { cookie } })).json().keys as {
    id: string
    name: string
    prefix: string
  }[]

describe('personal API keys', () => {
  it('creates a key shown once, lists it without the key, and revokes it', async () => {
    const { cookie } = await signUp(t, 'key_owner')
    const res = await create(cookie, { name: ' My editor ' })
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({ name: 'My editor', id: expect.any(String) })
    expect(created.key).toMatch(/^hc-[A-Za-z0-9_-]{43}$/)
    expect(Date.parse(created.createdAt)).not.toBeNaN()

    const listed = await list(cookie)
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({ id: created.id, name: 'My editor' })
    expect(created.key.startsWith(listed[0]!.prefix)).toBe(true)
    expect(JSON.stringify(listed)).not.toContain(created.key)

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${created.id}`,
      headers: { cookie },
    })
    expect(revoked.statusCode).toBe(204)
    expect(await list(cookie)).toEqual([])
  })

  it('never shows or revokes another person’s key', async () => {
    const alice = await signUp(t, 'key_alice')
    const bob = await signUp(t, 'key_bob')
    const key = (await create(alice.cookie, { name: 'alice laptop' })).json()
    expect(await list(bob.cookie)).toEqual([])
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${key.id}`,
      headers: { cookie: bob.cookie },
    })
    expect(res.statusCode).toBe(404)
    expect(await list(alice.cookie)).toHaveLength(1)
  })

  it('refuses visitors, bad names, bad ids and cross-site requests', async () => {
    expect((await t.app.inject({ url: '/api/api-keys' })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/api-keys', payload: { name: 'x' } }))
        .statusCode,
    ).toBe(401)
    const { cookie } = await signUp(t, 'key_checker')
    for (const payload of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(61) },
      { name: 7 },
    ]) {
      const res = await create(cookie, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/^name: /)
    }
    const badId = await t.app.inject({
      method: 'DELETE',
      url: '/api/api-keys/not-a-uuid',
      headers: { cookie },
    })
    expect(badId.statusCode).toBe(400)
    const crossSite = await t.injectRaw({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'from elsewhere' },
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(crossSite.statusCode).toBe(403)
    expect(await list(cookie)).toEqual([])
  })
})
