import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { unclaimedAdminNames } from '../auth/service'

let t: TestApp
let admin: string
let member: string
beforeAll(async () => {
  // Signed up with capitals the list does not have: usernames match case-insensitively.
  t = await buildTestApp({ adminUsernames: ['ops_ada', 'nobody_yet'] })
  admin = (await signUp(t, 'Ops_Ada')).cookie
  member = (await signUp(t, 'member_bo')).cookie
})
afterAll(() => t.close())

const post = (url: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} })

describe.each([
  ['/api/system/optimize', 'optimize the system', /^Optimized in \d+ ms\.$/],
  ['/api/system/sync', 'sync the system', /^Synced in \d+ ms\.$/],
])('POST %s', (url, what, done) => {
  it('asks a visitor to sign in', async () => {
    const res = await post(url)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: `Sign in to ${what}.` })
  })

  it('refuses a signed-in user who is not an administrator, and does nothing', async () => {
    const observed = async () =>
      (await t.app.inject({ url: '/api/agent-zero/observations?limit=200' })).json().length
    // The sign-ups' observations are written in the background; count after them.
    await t.app.background.idle()
    const before = await observed()
    const res = await post(url, member)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(
      `Only an administrator can ${what}. Ask an administrator of this installation.`,
    )
    await t.app.background.idle()
    expect(await observed()).toBe(before)
  })

  it('runs for an administrator', async () => {
    const res = await post(url, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toMatch(done)
  })
})

describe('GET /api/session', () => {
  it('tells the page whether the signed-in user is an administrator', async () => {
    const session = async (cookie?: string) =>
      (await t.app.inject({ url: '/api/session', headers: cookie ? { cookie } : {} })).json()
    expect(await session(admin)).toMatchObject({ user: { username: 'Ops_Ada' }, isAdmin: true })
    expect(await session(member)).toMatchObject({ user: { username: 'member_bo' }, isAdmin: false })
    expect(await session()).toEqual({ user: null, isAdmin: false, premiumSelfService: true })
  })
})

describe('without ADMIN_USERNAMES', () => {
  it('nobody may run the operator actions', async () => {
    const plain = await buildTestApp()
    try {
      const { cookie } = await signUp(plain, 'ops_ada')
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/system/optimize',
        headers: { cookie },
      })
      expect(res.statusCode).toBe(403)
    } finally {
      await plain.close()
    }
  })
})

describe('administrator names without an account', () => {
  it('are the ones the server warns about at start', async () => {
    const names = ['ops_ada', 'nobody_yet']
    expect(await unclaimedAdminNames(t.app.database.db, names)).toEqual(['nobody_yet'])
    await signUp(t, 'NOBODY_YET')
    expect(await unclaimedAdminNames(t.app.database.db, names)).toEqual([])
    expect(await unclaimedAdminNames(t.app.database.db, [])).toEqual([])
  })
})
