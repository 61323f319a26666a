import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { aiMessages, eventLog } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { namePattern } from './delete'

// Agent replies to a broadcast are written in the background, a while after it: slow enough
// here (offline engine at 15 ms a chunk) that the author deletes their account meanwhile.
const ai = { ...loadConfig({ OFFLINE_CHUNK_DELAY_MS: '15' }).ai }

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ ai })
})
afterAll(async () => {
  await t.close()
})

const broadcast = (app: TestApp, cookie: string, message: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/ai-communication/broadcast',
    payload: { message },
    headers: { cookie },
  })
const deleteAccount = (app: TestApp, cookie: string) =>
  app.app.inject({
    method: 'DELETE',
    url: '/api/account',
    payload: { password: 'long-enough-password' },
    headers: { cookie },
  })

/** The board rows and replayable events that still name `username`. */
async function naming(app: TestApp, username: string) {
  const db = app.app.database.db
  const named = (text: string) => new RegExp(namePattern(username), 'i').test(text)
  const board = (await db.select().from(aiMessages)).filter((row) =>
    named(`${row.fromAgent} ${row.toAgent} ${row.content}`),
  )
  const events = (await db.select().from(eventLog)).filter((row) => named(JSON.stringify(row.data)))
  return [...board.map((row) => row.content), ...events.map((row) => JSON.stringify(row.data))]
}

describe('an account deleted while agents answer its broadcast', () => {
  it('leaves no reply naming it, waiting or being written', async () => {
    for (let round = 0; round < 4; round++) {
      const username = `gone.${round}`
      const { cookie } = await signUp(t, username)
      expect((await broadcast(t, cookie, `Hello from ${username}`)).statusCode).toBe(201)
      expect((await deleteAccount(t, cookie)).statusCode).toBe(204)
      await t.app.agentReplies.drained()
      expect(await naming(t, username), `round ${round}`).toEqual([])
    }
  })

  it.skipIf(!process.env.DATABASE_URL)(
    'leaves none when the replies are written on another instance (PostgreSQL)',
    async () => {
      const other = await buildTestApp({
        ai,
        databaseSchema: t.app.config.databaseSchema,
        vaultsDir: t.app.config.vaultsDir,
      })
      try {
        const { cookie } = await signUp(t, 'gone.far')
        expect((await broadcast(other, cookie, 'Hello from far away')).statusCode).toBe(201)
        // Deleted through the first instance, whose queue has nothing of it.
        expect((await deleteAccount(t, cookie)).statusCode).toBe(204)
        await other.app.agentReplies.drained()
        expect(await naming(t, 'gone.far')).toEqual([])
      } finally {
        await other.app.close()
      }
    },
  )
})
