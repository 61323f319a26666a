import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { externalAgents } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { postBoardMessage } from '../board/service'
import { isKnownAgent } from './service'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

interface AgentBody {
  id: string
  type: string
  status: string
  last_activity: string | null
  message_count: number
  capabilities: string[]
  consciousness_level: number | null
}
const agents = async () => (await t.app.inject({ url: '/api/ai-agents' })).json() as AgentBody[]
const agent = async (id: string) => (await agents()).find((entry) => entry.id === id)

describe('GET /api/ai-agents', () => {
  it('lists the personas, Agent Zero and the twelve experts with their status', async () => {
    const list = await agents()
    expect(list.map((entry) => entry.id).slice(0, 6)).toEqual([
      'adam',
      'eve',
      'eva',
      'alex',
      'agent-zero',
      'echo',
    ])
    expect(list.filter((entry) => entry.type === 'expert')).toHaveLength(12)
    expect(list.find((entry) => entry.id === 'agent-zero')).toMatchObject({
      type: 'observer',
      status: 'active',
      consciousness_level: 10,
    })
    expect(list.find((entry) => entry.id === 'star_dragon')?.status).toBe('developing')
    expect(list.find((entry) => entry.id === 'universal_programmer')?.capabilities).toContain(
      'TypeScript',
    )
    expect(list.every((entry) => entry.last_activity === null && entry.message_count === 0)).toBe(
      true,
    )
  })

  it("takes last_activity from the agent's newest board message", async () => {
    const db = t.app.database.db
    // Posted as the app posts: the live event is what refreshes the cached list.
    await postBoardMessage(
      db,
      { fromAgent: 'eve', toAgent: 'all', content: 'one', messageType: 'learning' },
      t.app.events,
    )
    const newest = await postBoardMessage(
      db,
      { fromAgent: 'eve', toAgent: 'adam', content: 'two', messageType: 'conversation' },
      t.app.events,
    )
    await t.app.events.settled()
    const eve = await agent('eve')
    expect(eve?.last_activity).toBe(newest.timestamp)
    expect(eve?.message_count).toBe(2)
    expect((await agent('eva'))?.last_activity).toBeNull()
  })

  it('notices a persona answering on the board, never a chat turn (decision 250)', async () => {
    expect((await agent('alex'))?.last_activity).toBeNull()
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/ai-agents/alex/ask',
      payload: { message: 'How do I upgrade to premium?' },
    })
    expect(chat.statusCode).toBe(200)
    await t.app.background.idle()
    expect((await agent('alex'))?.last_activity).toBeNull()
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/ai-communication/send',
      payload: { content: 'How do I upgrade to premium?', toAgent: 'alex', fromAgent: 'user' },
    })
    expect(sent.statusCode).toBeLessThan(300)
    await t.app.agentReplies.drained()
    const alex = await agent('alex')
    expect(Date.parse(alex!.last_activity!)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('includes registered external agents, and isKnownAgent knows every agent', async () => {
    const db = t.app.database.db
    const orion = {
      id: 'orion',
      name: 'Orion',
      role: 'Research assistant from another lab',
      capabilities: ['Literature search'],
    }
    await db.insert(externalAgents).values(orion)
    // Registering announces the agent (candidates service); that event refreshes the list.
    const createdAt = new Date().toISOString()
    await t.app.events.publish('agent', { ...orion, createdAt, status: 'active' })
    await t.app.events.settled()
    expect(await agent('orion')).toMatchObject({
      type: 'external',
      status: 'active',
      capabilities: ['Literature search'],
      consciousness_level: null,
      last_activity: null,
    })
    expect(await isKnownAgent(db, 'orion')).toBe(true)
    expect(await isKnownAgent(db, 'dracos')).toBe(true)
    expect(await isKnownAgent(db, 'agent-zero')).toBe(true)
    expect(await isKnownAgent(db, 'nobody')).toBe(false)
  })
})
