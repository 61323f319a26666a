import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

// Role invariants under races, on PGlite and, with DATABASE_URL, on PostgreSQL: one first
// administrator however many sign up at once, never none whatever administrators do at once.
const TRIALS = 20
const PASSWORD = 'long-enough-password'
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ firstAccountAdmin: true })
})
afterAll(() => t.close())

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
const change = (cookie: string, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, payload, headers: { cookie } })
const adminsLeft = async () =>
  (await t.app.database.db.select().from(users).where(eq(users.role, 'admin'))).filter(
    (row) => row.disabledAt === null,
  ).length

describe('role invariants under races', () => {
  it('makes exactly one administrator of an empty installation, however many sign up at once', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      await t.app.database.db.delete(users)
      const made = await Promise.all(
        Array.from({ length: 4 }, (_, i) => signUp(`first_${trial}_${i}`)),
      )
      expect(
        made.filter((user) => user.role === 'admin'),
        `trial ${trial}`,
      ).toHaveLength(1)
    }
  }, 120_000)

  it('never leaves no administrator when two demote or disable each other at once', async () => {
    const moves = [
      [{ role: 'member' }, { role: 'member' }],
      [{ disabled: true }, { disabled: true }],
      [{ role: 'member' }, { disabled: true }],
    ] as const
    for (let trial = 0; trial < TRIALS; trial++) {
      await t.app.database.db.delete(users)
      const a = await signUp(`admin_a_${trial}`)
      const b = await signUp(`admin_b_${trial}`)
      expect(a.role).toBe('admin')
      expect((await change(a.cookie, b.id, { role: 'admin' })).statusCode).toBe(200)
      const [aMove, bMove] = moves[trial % moves.length]!
      const results = await Promise.all([
        change(a.cookie, b.id, aMove),
        change(b.cookie, a.id, bMove),
      ])
      // One goes through; the other is refused: 409, or 403 when its maker was no longer an
      // administrator by the time its request was checked.
      const [done, refused] = results.map((res) => res.statusCode).sort()
      const shown = `trial ${trial}: ${results.map((res) => res.body).join(' | ')}`
      expect(done, shown).toBe(200)
      expect([403, 409], shown).toContain(refused)
      expect(await adminsLeft(), `trial ${trial}`).toBe(1)
    }
  }, 120_000)

  it('never leaves no administrator when the last two delete themselves, or one deletes itself as it demotes the other', async () => {
    const deleteSelf = (cookie: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        payload: { password: PASSWORD },
        headers: { cookie },
      })
    for (let trial = 0; trial < TRIALS; trial++) {
      await t.app.database.db.delete(users)
      const a = await signUp(`leaver_a_${trial}`)
      const b = await signUp(`leaver_b_${trial}`)
      expect((await change(a.cookie, b.id, { role: 'admin' })).statusCode).toBe(200)
      const results = await Promise.all(
        trial % 2 === 0
          ? [deleteSelf(a.cookie), deleteSelf(b.cookie)]
          : [deleteSelf(a.cookie), change(a.cookie, b.id, { role: 'member' })],
      )
      // One goes through (a deletion answers 204, a demotion 200); the other is refused (409,
      // or 401 for a demotion whose maker's account is already gone).
      expect(
        results.filter((res) => res.statusCode < 300),
        `trial ${trial}: ${results.map((res) => `${res.statusCode} ${res.body}`).join(' | ')}`,
      ).toHaveLength(1)
      expect(await adminsLeft(), `trial ${trial}`).toBe(1)
    }
  }, 120_000)
})

describe('configured administrators', () => {
  it('take precedence over the first account', async () => {
    const configured = await buildTestApp({ firstAccountAdmin: true, adminUsernames: ['chief'] })
    try {
      const first = await configured.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: 'early_bird', email: 'early@example.com', password: PASSWORD },
      })
      expect(first.json().user.role).toBe('member')
      const me = await configured.app.inject({
        url: '/api/admin/users',
        headers: {
          cookie: `hc_session=${first.cookies.find((c) => c.name === 'hc_session')!.value}`,
        },
      })
      expect(me.statusCode).toBe(403)
    } finally {
      await configured.close()
    }
  })
})
