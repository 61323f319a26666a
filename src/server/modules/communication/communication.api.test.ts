import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { aiMessages } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp, visitorCookie } from '../../test/helpers'
import { ManualClock } from '../../test/manual-clock'
import { AUTO_MESSAGING_JOB } from './auto-messaging'

let t: TestApp
/** The app's time: it stands still unless a test moves it (the idle pause reads it too). */
const START = new Date('2026-11-21T10:00:00Z')
beforeEach(async () => {
  // ada_l, when a test signs her up, may switch auto messaging (decision 111).
  t = await buildTestApp({ adminUsernames: ['ada_l'], clock: new ManualClock(START) })
})
afterEach(() => t.close())

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers })
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

describe('AI communication', () => {
  it('lists the AI agents, idle until they act', async () => {
    const agents = (await get('/api/ai-communication/agents')).json()
    expect(agents.map((a: { id: string }) => a.id)).toEqual([
      'adam',
      'eve',
      'eva',
      'alex',
      'agent-zero',
    ])
    expect(agents.every((a: { status: string }) => a.status === 'idle')).toBe(true)
  })

  it('answers a direct message through the AI engine, in the background', async () => {
    const sent = await post('/api/ai-communication/send', {
      content: 'How does quick search work?',
      toAgent: 'alex',
      fromAgent: 'user',
    })
    expect(sent.statusCode).toBe(201)
    await t.app.agentReplies.drained()
    const replies = (await get(`/api/ai-messages?parentId=${sent.json().id}`)).json()
    expect(replies).toHaveLength(1)
    expect(replies[0]).toMatchObject({
      fromAgent: 'alex',
      toAgent: 'user',
      messageType: 'conversation',
    })
    expect(replies[0].content).toMatch(/quick search/i)
    const alex = (await get('/api/ai-communication/agents'))
      .json()
      .find((a: { id: string }) => a.id === 'alex')
    expect(alex.status).toBe('active')
    expect(
      (await post('/api/ai-communication/send', { content: 'hi', toAgent: 'nobody' })).statusCode,
    ).toBe(400)
  })

  it('reaches every AI agent with a broadcast, and each answers', async () => {
    const { cookie } = await signUp(t, 'ada_l')
    const res = await post(
      '/api/ai-communication/broadcast',
      { message: 'The codex grows tonight', priority: 'high' },
      { cookie },
    )
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ totalRecipients: 5, sender: 'Creator' })
    await t.app.agentReplies.drained()
    const answers = (await get(`/api/ai-messages?parentId=${res.json().messageId}`)).json()
    expect(answers.map((m: { fromAgent: string }) => m.fromAgent).sort()).toEqual([
      'adam',
      'agent-zero',
      'alex',
      'eva',
      'eve',
    ])
    const [broadcast] = await t.app.database.db
      .select()
      .from(aiMessages)
      .where(eq(aiMessages.id, res.json().messageId))
    expect(broadcast).toMatchObject({
      fromAgent: 'Creator',
      priority: 8,
      messageType: 'announcement',
    })
    const summary = (await get('/api/ai-communication/summary')).json()
    expect(summary).toEqual({
      totalMessages: 6,
      activeAgents: 5,
      // The board's agents; the twelve experts are counted as experts (decision 251).
      totalAgents: 5,
      totalExperts: 12,
      conversationThreads: 1,
      processingQueue: 0,
    })
    expect((await get('/api/ai-communication/log')).json()).toHaveLength(6)
    expect(
      (await post('/api/ai-communication/broadcast', { message: '  ', priority: 'medium' })).json()
        .message,
    ).toMatch(/^message: /)
    expect(
      (await post('/api/ai-communication/broadcast', { message: 'x', priority: 'urgent' })).json()
        .message,
    ).toMatch(/^priority: /)
  })

  it('signs a broadcast with the session, never with a name the request gives', async () => {
    const sent = async (headers: Record<string, string>) => {
      const res = await post(
        '/api/ai-communication/broadcast',
        { message: 'Who am I?', fromUser: 'Mallory', priority: 'low' },
        headers,
      )
      expect(res.statusCode).toBe(201)
      const [row] = await t.app.database.db
        .select({ fromAgent: aiMessages.fromAgent })
        .from(aiMessages)
        .where(eq(aiMessages.id, res.json().messageId))
      expect(row!.fromAgent).toBe(res.json().sender)
      return res.json().sender as string
    }
    // The administrator signs up first, where the first account may become one anyway.
    const admin = (await signUp(t, 'ada_l')).cookie
    expect(await sent({})).toBe('Visitor')
    expect(await sent({ cookie: await visitorCookie(t) })).toBe('Visitor')
    // The "@" keeps a person from passing for an agent, even one named after a persona.
    expect(await sent({ cookie: (await signUp(t, 'adam')).cookie })).toBe('@adam')
    expect(await sent({ cookie: admin })).toBe('Creator')
    await t.app.agentReplies.drained()
    // People broadcasting are not counted as active agents.
    expect((await get('/api/ai-communication/summary')).json().activeAgents).toBe(5)
  })
})

describe('collaborations', () => {
  it('runs participants × rounds turns on the board, then completes', async () => {
    const res = await post('/api/ai-collaboration/start', {
      topic: 'The nature of memory',
      participants: ['adam', 'eve', 'eva'],
      rounds: 2,
    })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toMatchObject({ status: 'running', expectedTurns: 6 })
    await t.app.collaborations.settled()
    const [collaboration] = (await get('/api/ai-collaboration')).json()
    expect(collaboration).toMatchObject({ status: 'completed', turnsDone: 6 })
    const turns = (await get('/api/ai-messages'))
      .json()
      .filter((m: { messageType: string }) => m.messageType === 'collaboration')
    expect(turns.map((m: { fromAgent: string }) => m.fromAgent).reverse()).toEqual([
      'adam',
      'eve',
      'eva',
      'adam',
      'eve',
      'eva',
    ])
  })

  it('refuses participants that are not AI agents', async () => {
    const res = await post('/api/ai-collaboration/start', {
      topic: 'x',
      participants: ['adam', 'professor_genius'],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(
      'participants: "professor_genius" cannot take part; only adam, eve, eva, alex, agent-zero can',
    )
  })

  it("initializes the hub and keeps each visitor's hub messages to themselves", async () => {
    expect((await post('/api/ai-collaboration/initialize', {})).json()).toMatchObject({
      status: 'active',
      engine: 'offline',
    })
    const me = await visitorCookie(t)
    const other = await visitorCookie(t)
    const stored = await post(
      '/api/ai-collaboration/message',
      {
        id: Date.now(),
        from: 'HumanCodex',
        to: 'claude-7',
        message: 'Join us',
        timestamp: new Date().toISOString(),
      },
      { cookie: me },
    )
    expect(stored.statusCode).toBe(201)
    expect(
      (await get('/api/ai-collaboration/messages', { cookie: me }))
        .json()
        .map((m: { to: string }) => m.to),
    ).toEqual(['claude-7'])
    expect((await get('/api/ai-collaboration/messages', { cookie: other })).json()).toEqual([])
    expect(stored.json().deliveredTo).toBeNull()
  })

  it('delivers a hub invitation to a registered external agent, on the board, addressed to it', async () => {
    const ada = await signUp(t, 'ada_l')
    const registered = await post(
      '/api/external-agents',
      { name: 'Nova Scholar', role: 'Research', capabilities: ['search'] },
      { cookie: ada.cookie },
    )
    expect(registered.statusCode).toBe(201)
    const invite = (to: string) =>
      post(
        '/api/ai-collaboration/message',
        { from: 'HumanCodex Assistant', to, message: `Hello ${to}` },
        { cookie: ada.cookie },
      )
    for (const to of ['Nova Scholar', 'ext-nova-scholar']) {
      const res = await invite(to)
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ to, deliveredTo: 'Nova Scholar' })
    }
    const board = (await get('/api/ai-messages?limit=50')).json() as {
      toAgent: string
      content: string
      tags: string[]
    }[]
    const inbox = board.filter((m) => m.toAgent === 'ext-nova-scholar')
    expect(inbox.map((m) => m.content).sort()).toEqual([
      'Hello Nova Scholar',
      'Hello ext-nova-scholar',
    ])
    expect(inbox.every((m) => m.tags.includes('invitation'))).toBe(true)
    const stranger = await invite('someone@example.org')
    expect(stranger.json().deliveredTo).toBeNull()
    expect((await get('/api/ai-messages?limit=50')).json()).toHaveLength(board.length)
  })
})

describe('auto messaging', () => {
  it('posts every interval by the least recent agent, once per due tick', async () => {
    // Two people ask on the board: something new to answer (decision 250). Somebody is on the
    // site, too: background agents pause without (decision 219).
    for (const question of ['Which course teaches meditation?', 'Is there a course on sleep?'])
      expect(
        (
          await post('/api/ai-messages', {
            toAgent: 'all',
            messageType: 'discovery',
            content: question,
          })
        ).statusCode,
      ).toBe(201)
    const start = START
    expect(await t.app.scheduler.runDue(start)).toContain(AUTO_MESSAGING_JOB)
    expect(await t.app.scheduler.runDue(new Date(start.getTime() + 60_000))).not.toContain(
      AUTO_MESSAGING_JOB,
    )
    expect(await t.app.scheduler.runDue(new Date(start.getTime() + 121_000))).toContain(
      AUTO_MESSAGING_JOB,
    )
    const posts = (await get('/api/ai-messages'))
      .json()
      .filter((m: { tags: string[] }) => m.tags.includes('auto'))
    expect(posts).toHaveLength(2)
    expect(new Set(posts.map((m: { fromAgent: string }) => m.fromAgent)).size).toBe(2)
    // Each answers one of the questions, in its thread.
    expect(posts.every((m: { parentId: number | null }) => m.parentId !== null)).toBe(true)
    expect(new Set(posts.map((m: { parentId: number }) => m.parentId)).size).toBe(2)
    const state = (await get('/api/auto-messaging')).json()
    expect(state).toMatchObject({
      enabled: true,
      intervalSeconds: 120,
      lastRunAt: new Date(start.getTime() + 121_000).toISOString(),
    })
    expect(state.lastResult).toMatch(/posted message/)
  })

  it('can be switched off by an administrator, and then stays quiet', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/auto-messaging',
          payload: { enabled: false, intervalSeconds: 60 },
        })
      ).statusCode,
    ).toBe(401)
    const ada = await signUp(t, 'ada_l')
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auto-messaging',
      payload: { enabled: false, intervalSeconds: 60 },
      headers: { cookie: ada.cookie },
    })
    expect(res.json()).toMatchObject({ enabled: false, intervalSeconds: 60 })
    expect(await t.app.scheduler.runDue(new Date('2030-01-01T00:00:00Z'))).not.toContain(
      AUTO_MESSAGING_JOB,
    )
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/auto-messaging',
      payload: { enabled: true, intervalSeconds: 5 },
      headers: { cookie: ada.cookie },
    })
    expect(bad.json().message).toMatch(/^intervalSeconds: must be at least 30/)
  })

  it('is claimed by one instance only when two run the same tick', async () => {
    const now = new Date('2026-11-21T12:00:00Z')
    const [a, b] = await Promise.all([t.app.scheduler.runDue(now), t.app.scheduler.runDue(now)])
    expect([...a, ...b].filter((name) => name === AUTO_MESSAGING_JOB)).toHaveLength(1)
  })
})
