import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const me = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/me', headers: { cookie } })
  return { status: res.statusCode, user: res.json().user as { id: number; isPremium: boolean } }
}

describe('a signed-in request after earlier ones', () => {
  it('sees an upgrade to premium at once', async () => {
    const { cookie } = await signUp(t, 'cache_upgrade')
    expect((await me(cookie)).user.isPremium).toBe(false)
    const other = await signUp(t, 'cache_other')
    await me(other.cookie)
    const upgrade = await t.app.inject({
      method: 'POST',
      url: '/api/upgrade-premium',
      headers: { cookie },
    })
    expect(upgrade.statusCode).toBe(200)
    expect((await me(cookie)).user.isPremium).toBe(true)
    expect((await me(other.cookie)).user.isPremium).toBe(false)
  })

  it('is refused at once after sign-out, and another session of the same user goes on', async () => {
    const { cookie } = await signUp(t, 'cache_logout')
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'cache_logout', password: 'long-enough-password' },
    })
    const second = `hc_session=${login.cookies.find((c) => c.name === 'hc_session')!.value}`
    expect((await me(cookie)).status).toBe(200)
    expect((await me(second)).status).toBe(200)
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })
    expect(logout.statusCode).toBe(204)
    expect((await me(cookie)).status).toBe(401)
    expect((await me(second)).status).toBe(200)
  })

  it('keeps sessions in memory with PGlite only', () => {
    expect(t.app.sessionCache === null).toBe(t.app.database.kind === 'postgres')
  })
})
