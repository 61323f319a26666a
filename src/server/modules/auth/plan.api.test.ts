import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PREMIUM_REQUESTED_MESSAGE } from '@/shared/auth'
import { FREE_DAILY_CONVERSATIONS } from '@/shared/tiers'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

// Decision 208: Premium by a confirmed click where the operator allows it, else by an
// administrator on request; the way back to Free is the person's own.
let selfService: TestApp
let granted: TestApp
beforeAll(async () => {
  ;[selfService, granted] = await Promise.all([
    buildTestApp(),
    buildTestApp({ premiumSelfService: false, firstAccountAdmin: true }),
  ])
})
afterAll(() => Promise.all([selfService.close(), granted.close()]))

const call = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })
const me = async (t: TestApp, cookie: string) =>
  (await call(t, 'GET', '/api/me', cookie)).json().user as { isPremium: boolean }

describe('plans', () => {
  it('upgrades by self-service and goes back to Free, where the daily limit applies again', async () => {
    const { cookie } = await signUp(selfService, 'plan_self')
    expect((await call(selfService, 'GET', '/api/session', cookie)).json()).toMatchObject({
      premiumSelfService: true,
    })
    const up = await call(selfService, 'POST', '/api/upgrade-premium', cookie, { plan: 'pro' })
    expect(up.statusCode).toBe(200)
    expect(up.json().user.isPremium).toBe(true)
    expect((await call(selfService, 'GET', '/api/usage', cookie)).json()).toMatchObject({
      isPremium: true,
    })

    const down = await call(selfService, 'POST', '/api/downgrade-premium', cookie)
    expect(down.statusCode).toBe(200)
    expect(down.json().user.isPremium).toBe(false)
    expect(await me(selfService, cookie)).toMatchObject({ isPremium: false })
    expect((await call(selfService, 'GET', '/api/usage', cookie)).json()).toMatchObject({
      isPremium: false,
      dailyLimit: FREE_DAILY_CONVERSATIONS,
    })
  })

  it('refuses a plan it does not know and a visitor, changing nothing', async () => {
    const { cookie } = await signUp(selfService, 'plan_bad')
    const bad = await call(selfService, 'POST', '/api/upgrade-premium', cookie, { plan: 'gold' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/plan/)
    expect(await me(selfService, cookie)).toMatchObject({ isPremium: false })
    expect((await call(selfService, 'POST', '/api/downgrade-premium')).statusCode).toBe(401)
  })

  it('records a request where an administrator grants Premium, and granting answers it', async () => {
    const admin = await signUp(granted, 'plan_admin')
    expect(admin.user.role).toBe('admin')
    const person = await signUp(granted, 'plan_asker')
    expect((await call(granted, 'GET', '/api/session', person.cookie)).json()).toMatchObject({
      premiumSelfService: false,
    })
    for (let i = 0; i < 2; i++) {
      const asked = await call(granted, 'POST', '/api/upgrade-premium', person.cookie, {
        plan: 'pro',
      })
      expect(asked.statusCode).toBe(200)
      expect(asked.json()).toEqual({ requested: true, message: PREMIUM_REQUESTED_MESSAGE })
    }
    expect(await me(granted, person.cookie)).toMatchObject({ isPremium: false })

    const listed = async () =>
      (await call(granted, 'GET', '/api/admin/users?q=plan_asker', admin.cookie)).json()
        .users[0] as { premiumRequested: boolean; isPremium: boolean }
    expect(await listed()).toMatchObject({ premiumRequested: true, isPremium: false })

    const grant = await call(granted, 'PATCH', `/api/admin/users/${person.user.id}`, admin.cookie, {
      isPremium: true,
    })
    expect(grant.statusCode).toBe(200)
    expect(await listed()).toMatchObject({ premiumRequested: false, isPremium: true })
    expect(await me(granted, person.cookie)).toMatchObject({ isPremium: true })
  })
})
