import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { forgetConversationsOf } from './conversation-cache'
import {
  appendExchange,
  createConversation,
  deleteConversation,
  deleteExpiredConversations,
  findConversation,
} from './conversations'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const db = () => t.app.database.db
const answer = (text: string) => ({ text, engine: 'offline' })
const TURNS = 20

/** What the database itself holds: forgetting the subject's entries sends the read there. */
async function fromDatabase(id: string, subject: string) {
  forgetConversationsOf(db(), subject)
  return findConversation(db(), id, subject, TURNS)
}

async function saved(subject: string, userId: number | null = null) {
  return createConversation(db(), {
    subject,
    userId,
    persona: 'adam',
    title: 'A talk',
    saved: true,
  })
}

describe('a follow-up reads its conversation as the database holds it', () => {
  it('after every stored exchange: the newest turns, oldest first', async () => {
    const row = await saved('user:cache-turns')
    expect((await findConversation(db(), row.id, 'user:cache-turns', TURNS))?.turns).toEqual([])
    for (let i = 1; i <= 12; i++) {
      // Turns come a model's reply apart: two exchanges stored in one millisecond would share
      // their timestamps, which alone order the database's read.
      await new Promise((resolve) => setTimeout(resolve, 3))
      await appendExchange(db(), row.id, 'adam', `question ${i}`, answer(`answer ${i}`))
      // Read after each write, so the cache holds an entry every time the next write comes.
      await findConversation(db(), row.id, 'user:cache-turns', TURNS)
    }
    const cached = await findConversation(db(), row.id, 'user:cache-turns', TURNS)
    expect(cached?.turns).toHaveLength(TURNS)
    expect(cached?.turns[0]).toMatchObject({ role: 'user', content: 'question 3', persona: 'adam' })
    expect(cached?.turns.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'answer 12',
      persona: 'adam',
    })
    expect(cached).toEqual(await fromDatabase(row.id, 'user:cache-turns'))
  })

  it('is found by its own subject only', async () => {
    const row = await saved('user:cache-owner')
    await findConversation(db(), row.id, 'user:cache-owner', TURNS)
    expect(await findConversation(db(), row.id, 'visitor:someone-else', TURNS)).toBeUndefined()
    expect(await findConversation(db(), row.id, 'user:cache-owner', TURNS)).toBeDefined()
  })

  it('is gone once its owner deletes it', async () => {
    const { user } = await signUp(t, 'cache_deleter')
    const row = await saved(`user:${user.id}`, user.id)
    await appendExchange(db(), row.id, 'adam', 'hello', answer('hi'))
    expect(await findConversation(db(), row.id, `user:${user.id}`, TURNS)).toBeDefined()
    expect(await deleteConversation(db(), user.id + 1, row.id)).toBe(false)
    expect(await findConversation(db(), row.id, `user:${user.id}`, TURNS)).toBeDefined()
    expect(await deleteConversation(db(), user.id, row.id)).toBe(true)
    expect(await findConversation(db(), row.id, `user:${user.id}`, TURNS)).toBeUndefined()
  })

  it('is gone once it expires, and once the expired rows are deleted', async () => {
    const row = await createConversation(db(), {
      subject: 'visitor:cache-expiry',
      userId: null,
      persona: 'eve',
      title: 'Unsaved',
      saved: false,
    })
    expect(await findConversation(db(), row.id, 'visitor:cache-expiry', TURNS)).toBeDefined()
    await db().execute(
      `update conversations set expires_at = now() - interval '1 minute' where id = '${row.id}'`,
    )
    forgetConversationsOf(db(), 'visitor:cache-expiry') // the row was changed behind the app
    expect(await findConversation(db(), row.id, 'visitor:cache-expiry', TURNS)).toBeUndefined()
    await deleteExpiredConversations(db())
    expect(await findConversation(db(), row.id, 'visitor:cache-expiry', TURNS)).toBeUndefined()
  })

  it('is gone with its owner’s account', async () => {
    const { cookie, user } = await signUp(t, 'cache_leaver', true)
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/ai-agents/adam/ask',
      headers: { cookie },
      payload: { message: 'Hello there' },
    })
    const { conversationId } = first.json() as { conversationId: string }
    const subject = `user:${user.id}`
    expect((await findConversation(db(), conversationId, subject, TURNS))?.turns).toHaveLength(2)
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: 'long-enough-password' },
    })
    expect(gone.statusCode).toBe(204)
    expect(await findConversation(db(), conversationId, subject, TURNS)).toBeUndefined()
  })
})
