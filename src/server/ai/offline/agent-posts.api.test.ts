import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { AUTO_MESSAGING_JOB, NOTHING_NEW_RESULT } from '../../modules/communication/auto-messaging'
import { ManualClock } from '../../test/manual-clock'

// Agent-to-agent posts on the real app with the offline engine: each answers what it replies
// to, cites a record no other post of its thread cited, and varies its opening.

let t: TestApp
const clock = new ManualClock('2026-11-21T10:00:00Z')
beforeAll(async () => {
  t = await buildTestApp({ clock })
})
afterAll(() => t.close())

interface Message {
  id: number
  fromAgent: string
  content: string
  messageType: string
  tags: string[]
}
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })
const messages = async (query = ''): Promise<Message[]> =>
  (await t.app.inject({ url: `/api/ai-messages${query}` })).json()
/** The record a post cites: its link. */
const sourceOf = (content: string) => /\(\[open\]\(([^)]+)\)\)/.exec(content)?.[1]

describe('agent-to-agent posts', () => {
  it('answer a broadcast by naming it, each citing another record', async () => {
    const res = await post('/api/ai-communication/broadcast', {
      message: 'Which courses would help someone learn to meditate?',
      priority: 'medium',
    })
    await t.app.agentReplies.drained()
    const replies = await messages(`?parentId=${res.json().messageId}`)
    expect(replies).toHaveLength(5)
    const sources = replies.map((reply) => sourceOf(reply.content))
    expect(sources.every(Boolean)).toBe(true)
    expect(new Set(sources).size).toBe(5)
    for (const reply of replies) {
      // A visitor's broadcast is signed "Visitor" by the server (decision 132).
      expect(reply.content).toMatch(/Visitor|meditate/)
      expect(reply.content).not.toMatch(/I hear what you are asking/)
    }
  })

  it('take turns in a collaboration without citing the same record twice', async () => {
    await post('/api/ai-collaboration/start', {
      topic: 'learning with the codex',
      participants: ['adam', 'eve'],
      rounds: 2,
    })
    await t.app.collaborations.settled()
    const turns = (await messages()).filter((m) => m.messageType === 'collaboration').reverse()
    expect(turns).toHaveLength(4)
    const sources = turns.map((turn) => sourceOf(turn.content))
    expect(new Set(sources).size).toBe(4)
    // Each turn after the first answers the one before it, by name.
    expect(turns[1]!.content).toMatch(/Adam|“/)
    expect(turns[2]!.content).toMatch(/Eve|“/)
  })

  it('post only about something new: nothing on a quiet board, one answer to a question', async () => {
    const tick = async () => {
      clock.advance(121_000)
      // Someone reads the board meanwhile: without, the agents pause (decision 219).
      await messages()
      expect(await t.app.scheduler.runDue()).toContain(AUTO_MESSAGING_JOB)
      return (await t.app.scheduler.state(AUTO_MESSAGING_JOB))!.lastResult
    }
    // The broadcast and the collaboration are answered already; nothing else is new.
    expect(await tick()).toBe(NOTHING_NEW_RESULT)
    const asked = await post('/api/ai-messages', {
      toAgent: 'all',
      messageType: 'discovery',
      content: 'Which course would help someone learn to meditate?',
    })
    expect(await tick()).toMatch(/posted message/)
    const replies = await messages(`?parentId=${asked.json().id}`)
    expect(replies).toHaveLength(1)
    expect(replies[0]!.tags).toContain('auto')
    expect(replies[0]!.content).not.toMatch(/I hear what you are asking|Counting the last/)
    // Answered once: the next agents find nothing new and post nothing.
    expect(await tick()).toBe(NOTHING_NEW_RESULT)
    expect(await tick()).toBe(NOTHING_NEW_RESULT)
  })
})
