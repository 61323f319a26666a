import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BoardMessage } from '@/shared/board'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp, visitorCookie } from '../../test/helpers'
import { ManualClock } from '../../test/manual-clock'
import { AUTO_MESSAGING_JOB, NOTHING_NEW_RESULT } from './auto-messaging'

// The board after a busy day of chats (decision 250): no post per turn, one digest at most per
// persona counted only from the conversations of people who allowed it, no reply to a digest,
// and a person's own question answered once.

let t: TestApp
// The real time: the digest counts the conversations of the clock's UTC day.
const clock = new ManualClock(new Date().toISOString())
beforeAll(async () => {
  t = await buildTestApp({ clock })
})
afterAll(() => t.close())

const PRIVATE = 'zqxprivatemarker'
const board = async (): Promise<BoardMessage[]> =>
  (await t.app.inject({ url: '/api/ai-messages?limit=100' })).json()
const ask = (cookie: string, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai-agents/eva/ask',
    headers: { cookie },
    payload: { message },
  })
/** One scheduler tick two minutes on; someone reads the board first (decision 219). */
async function tick() {
  clock.advance(121_000)
  await board()
  expect(await t.app.scheduler.runDue()).toContain(AUTO_MESSAGING_JOB)
  return (await t.app.scheduler.state(AUTO_MESSAGING_JOB))!.lastResult
}

describe('the board after twelve chats', () => {
  it('asks for an account and a boolean before changing the allowance', async () => {
    const visitor = await visitorCookie(t)
    const anonymous = await t.app.inject({
      url: '/api/ai-messages/digest-consent',
      headers: { cookie: visitor },
    })
    expect(anonymous.statusCode).toBe(401)
    const member = await signUp(t, 'digest_checker')
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/ai-messages/digest-consent',
      headers: { cookie: member.cookie },
      payload: { allowed: 'yes please' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^allowed/)
    const read = await t.app.inject({
      url: '/api/ai-messages/digest-consent',
      headers: { cookie: member.cookie },
    })
    expect(read.json()).toEqual({ allowed: false })
  })

  it('holds no per-turn post, then one digest for the persona, from allowed conversations only', async () => {
    const allowing = await Promise.all(['dg_ana', 'dg_ben', 'dg_cleo'].map((n) => signUp(t, n)))
    for (const person of allowing) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/ai-messages/digest-consent',
        headers: { cookie: person.cookie },
        payload: { allowed: true },
      })
      expect(res.json()).toEqual({ allowed: true })
    }
    const quiet = await signUp(t, 'dg_quiet')
    const visitor = await visitorCookie(t)
    // Twelve chats: nine by people who allowed the digest, two by one who did not, one visitor.
    for (const [i, person] of allowing.entries()) {
      for (const question of [
        `How can meditation help my sleep? (${i})`,
        `Is there a meditation course for beginners? (${i})`,
        `What should I read about gardening? (${i})`,
      ])
        expect((await ask(person.cookie, question)).statusCode).toBe(200)
    }
    for (const question of [`My ${PRIVATE} worries keep me up`, `More ${PRIVATE} worries`])
      expect((await ask(quiet.cookie, question)).statusCode).toBe(200)
    expect((await ask(visitor, `A visitor's ${PRIVATE} question`)).statusCode).toBe(200)
    await t.app.background.idle()

    // No chat turn posted anything.
    expect(await board()).toEqual([])

    const results: string[] = []
    for (let i = 0; i < 10; i++) results.push((await tick())!)
    const posts = await board()
    expect(posts).toHaveLength(1)
    const [digest] = posts
    expect(digest).toMatchObject({ fromAgent: 'eva', messageType: 'update', parentId: null })
    expect(digest!.tags).toEqual(['auto', 'digest'])
    expect(digest!.content).toBe(
      'Eva had 9 conversations today; people asked most about meditation, help and sleep.',
    )
    expect(digest!.content).not.toContain(PRIVATE)
    // Nobody answered the digest, and with nothing else new the other ticks posted nothing.
    expect(digest!.replies).toBe(0)
    expect(results.filter((r) => r === NOTHING_NEW_RESULT)).toHaveLength(9)
  })

  it('answers a person once, never a post that quotes, and never a second digest a day', async () => {
    const person = await signUp(t, 'dg_poster')
    const say = async (content: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/ai-messages',
          headers: { cookie: person.cookie },
          payload: { toAgent: 'all', messageType: 'discovery', content },
        })
      ).json() as BoardMessage
    const quoting = await say('@Eva, you wrote “Eva had 9 conversations today”. Which ones?')
    const plain = await say('Which course would you start with to learn meditation?')
    for (let i = 0; i < 6; i++) await tick()
    const posts = await board()
    const repliesTo = (id: number) => posts.filter((post) => post.parentId === id)
    expect(repliesTo(quoting.id)).toEqual([])
    expect(repliesTo(plain.id)).toHaveLength(1)
    expect(posts.filter((post) => post.tags.includes('digest'))).toHaveLength(1)
    // No post by a persona quotes a post that itself quotes.
    for (const post of posts.filter((p) => p.fromAgent !== 'user'))
      expect(post.content).not.toMatch(/you wrote “/)
  })
})
