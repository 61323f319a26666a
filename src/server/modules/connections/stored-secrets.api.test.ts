import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/support/fake-model'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

// A stored model key goes only to the address it was entered with, and never back to us.
let honest: FakeOpenAiServer
let elsewhere: FakeOpenAiServer
let t: TestApp
let admin: string
beforeAll(async () => {
  honest = await startFakeOpenAiServer({ apiKey: 'sk-stored-secret' })
  elsewhere = await startFakeOpenAiServer()
  t = await buildTestApp({ adminUsernames: ['secrets_admin'] })
  admin = (await signUp(t, 'secrets_admin')).cookie
})
afterAll(async () => {
  await t.close()
  await honest.close()
  await elsewhere.close()
})

const as = (method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, payload, headers: { cookie: admin } })

describe('stored secrets stay put', () => {
  it('clears the stored key when only the address changes, and sends a key typed with it', async () => {
    const created = await as('POST', '/api/connections', {
      name: 'Honest',
      baseUrl: honest.baseUrl,
      apiKey: 'sk-stored-secret',
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().id as string

    const moved = await as('PATCH', `/api/connections/${id}`, { baseUrl: elsewhere.baseUrl })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({ baseUrl: elsewhere.baseUrl, hasApiKey: false })
    await as('POST', `/api/connections/${id}/test`)
    expect(elsewhere.modelListRequests).not.toContain('Bearer sk-stored-secret')
    expect(elsewhere.modelListRequests.at(-1)).toBeUndefined()

    const retyped = await as('PATCH', `/api/connections/${id}`, {
      baseUrl: `${elsewhere.baseUrl}/`,
      apiKey: 'sk-typed-for-elsewhere',
    })
    expect(retyped.json()).toMatchObject({ hasApiKey: true })
    await as('POST', `/api/connections/${id}/test`)
    expect(elsewhere.modelListRequests.at(-1)).toBe('Bearer sk-typed-for-elsewhere')

    // The same address (a trailing slash is no change) and a new name keep the key.
    const renamed = await as('PATCH', `/api/connections/${id}`, {
      name: 'Elsewhere',
      baseUrl: elsewhere.baseUrl,
    })
    expect(renamed.json()).toMatchObject({ name: 'Elsewhere', hasApiKey: true })
    expect(elsewhere.modelListRequests).not.toContain('Bearer sk-stored-secret')
  })

  it('refuses every spelling of this server as a connection address', async () => {
    const port = t.app.config.port
    const created = await as('POST', '/api/connections', {
      name: 'Somewhere',
      baseUrl: honest.baseUrl,
    })
    const id = created.json().id as string
    const count = async () => (await as('GET', '/api/connections')).json().connections.length
    const before = await count()
    for (const baseUrl of [
      `http://[::ffff:127.0.0.1]:${port}/v1`,
      `http://[::]:${port}/v1`,
      `http://2130706433:${port}/v1`,
      `http://0x7f.0.0.1:${port}/v1`,
      `http://0.0.0.0:${port}/v1`,
    ]) {
      for (const [method, url] of [
        ['POST', '/api/connections'],
        ['PATCH', `/api/connections/${id}`],
      ] as const) {
        const res = await as(method, url, { name: 'Loop', baseUrl })
        expect(res.statusCode, `${method} ${baseUrl}`).toBe(400)
        expect(res.json().message).toMatch(/^baseUrl: points at this server/)
      }
    }
    expect(await count()).toBe(before)
    expect((await as('GET', '/api/connections')).json().connections).toContainEqual(
      expect.objectContaining({ id, baseUrl: honest.baseUrl }),
    )
  })
})
