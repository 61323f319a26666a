import { describe, expect, it } from 'vitest'
import { adminRouteApp, expectAdminOnly } from '../../test/admin-route-app'

const env = adminRouteApp()
const put = (payload: object, cookie?: string) =>
  env.send('PUT', '/api/auto-messaging', payload, cookie)
const state = async () => (await env.app.inject({ url: '/api/auto-messaging' })).json()

describe('PUT /api/auto-messaging', () => {
  it('is refused to a visitor and to a member, and the job stays as it was', async () => {
    const before = await state()
    expect(before).toMatchObject({ enabled: true, intervalSeconds: 120 })
    await expectAdminOnly(
      env,
      (cookie) => put({ enabled: false, intervalSeconds: 60 }, cookie),
      'change auto messaging',
    )
    expect(await state()).toEqual(before)
  })

  it('refuses before it validates: 401 for a visitor, 403 for a member, whatever the body', async () => {
    const bad = { enabled: 'yes', intervalSeconds: 1 }
    expect((await put(bad)).statusCode).toBe(401)
    expect((await put(bad, env.member)).statusCode).toBe(403)
  })

  it('switches the job for an administrator; reading it stays open to anyone', async () => {
    const res = await put({ enabled: false, intervalSeconds: 60 }, env.admin)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ enabled: false, intervalSeconds: 60 })
    expect(await state()).toMatchObject({ enabled: false, intervalSeconds: 60 })
  })
})
