import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

let t: TestApp
let admin: string
let member: string
beforeAll(async () => {
  t = await buildTestApp({ adminUsernames: ['ops_ada'] })
  admin = (await signUp(t, 'ops_ada')).cookie
  member = (await signUp(t, 'member_bo')).cookie
})
afterAll(() => t.close())

const put = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auto-messaging',
    payload,
    headers: cookie ? { cookie } : {},
  })
const state = async () => (await t.app.inject({ url: '/api/auto-messaging' })).json()

describe('PUT /api/auto-messaging', () => {
  it('is refused to a visitor and to a member, and the job stays as it was', async () => {
    const before = await state()
    expect(before).toMatchObject({ enabled: true, intervalSeconds: 120 })
    const visitor = await put({ enabled: false, intervalSeconds: 60 })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json()).toEqual({ message: 'Sign in to change auto messaging.' })
    const signedIn = await put({ enabled: false, intervalSeconds: 60 }, member)
    expect(signedIn.statusCode).toBe(403)
    expect(signedIn.json()).toEqual({
      message:
        'Only an administrator can change auto messaging. Ask an administrator of this installation.',
    })
    expect(await state()).toEqual(before)
  })

  it('refuses before it validates: 401 for a visitor, 403 for a member, whatever the body', async () => {
    const bad = { enabled: 'yes', intervalSeconds: 1 }
    expect((await put(bad)).statusCode).toBe(401)
    expect((await put(bad, member)).statusCode).toBe(403)
  })

  it('switches the job for an administrator; reading it stays open to anyone', async () => {
    const res = await put({ enabled: false, intervalSeconds: 60 }, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ enabled: false, intervalSeconds: 60 })
    expect(await state()).toMatchObject({ enabled: false, intervalSeconds: 60 })
  })
})
