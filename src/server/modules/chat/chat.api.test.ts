import { eq, gt, max } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aiMessages, observations } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { parseSse, signUp, visitorCookie } from '../../test/helpers'

// One app for the file: each test signs up people of its own (or uses fresh visitor cookies),
// so conversations, limits, history and memory never cross from one test to another.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const ask = (persona: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/ai-agents/${persona}/ask`, payload, headers })

describe('persona chat with the offline engine', () => {
  it('answers in the documented shape and names what the question is about', async () => {
    const res = await ask('adam', {
      message: 'How much does the Pro plan cost?',
      context: { timestamp: 'now', platform: 'web' },
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ persona: 'adam', engine: 'offline', saved: false })
    expect(body.response).toContain('Pro plan')
    expect(body.conversationId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses an unknown persona with 404 and bad messages with 400', async () => {
    expect((await ask('zeus', { message: 'hi' })).statusCode).toBe(404)
    const empty = await ask('eve', { message: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('message: must not be empty')
    const long = await ask('eve', { message: 'x'.repeat(4001) })
    expect(long.json().message).toMatch(/^message: must be at most 4000/)
    expect((await ask('eve', {})).json().message).toMatch(/^message: /)
  })

  it('serves the general agent and the companion endpoints', async () => {
    const general = await t.app.inject({
      method: 'POST',
      url: '/api/chatgpt-agent/chat',
      payload: { message: 'Who are you?' },
    })
    expect(general.json()).toMatchObject({ persona: 'adam' })
    expect(general.json().response).toMatch(/I am Adam/)
    const companion = await t.app.inject({
      method: 'POST',
      url: '/api/ai-chat',
      payload: { message: 'hello', agent: 'eve' },
    })
    expect(companion.json().message).toBe(companion.json().response)
    expect(companion.json().response).toMatch(/I am Eve/)
  })

  it('streams Server-Sent Events whose chunks add up to the reply', async () => {
    const res = await ask(
      'alex',
      { message: 'How do I search the platform?' },
      { accept: 'text/event-stream' },
    )
    expect(res.headers['content-type']).toMatch(/text\/event-stream/)
    const events = parseSse(res.body)
    expect(events[0]).toMatchObject({ event: 'start', data: { engine: 'offline' } })
    const chunks = events
      .filter((e) => e.event === 'chunk')
      .map((e) => (e.data as { text: string }).text)
    expect(chunks.length).toBeGreaterThan(3)
    const done = events.at(-1)!
    expect(done.event).toBe('done')
    expect((done.data as { response: string }).response).toBe(chunks.join(''))
  })

  it('posts nothing to the board for a turn, and Agent Zero records no per-turn note', async () => {
    const db = t.app.database.db
    const [before] = await db.select({ id: max(aiMessages.id) }).from(aiMessages)
    await ask('eva', { message: 'My secret diary says I like the Pro plan' })
    // The answer ends once its bookkeeping is stored, so the next question never queues
    // behind it: nothing of it is left running.
    expect(t.app.background.size).toBe(0)
    await t.app.background.idle()
    const posts = await db
      .select()
      .from(aiMessages)
      .where(gt(aiMessages.id, before?.id ?? 0))
    expect(posts).toEqual([])
    const seen = await db.select().from(observations).where(eq(observations.type, 'chat'))
    expect(seen).toEqual([])
  })

  it('reports the engine', async () => {
    expect((await t.app.inject({ url: '/api/ai/status' })).json()).toMatchObject({
      engine: 'offline',
      // For everyone, so it names the screen, never a setting.
      hint: expect.stringMatching(/^(?!.*AI_).*Model Connections screen/),
    })
  })
})

describe('the daily limit', () => {
  it('refuses the 11th new conversation of a visitor but lets started ones continue', async () => {
    const cookie = await visitorCookie(t)
    let first = ''
    for (let i = 0; i < 10; i++) {
      const res = await ask('adam', { message: `question ${i}` }, { cookie })
      expect(res.statusCode).toBe(200)
      first ||= res.json().conversationId
    }
    const eleventh = await ask('adam', { message: 'one more' }, { cookie })
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json().message).toMatch(/10 conversations today.*Upgrade to Premium/)
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0)
    const continued = await ask(
      'adam',
      { message: 'still here', conversationId: first },
      { cookie },
    )
    expect(continued.statusCode).toBe(200)
    // Someone else's (or an invented) conversation id does not continue anything.
    const stranger = await visitorCookie(t)
    const borrowed = await ask(
      'adam',
      { message: 'hi', conversationId: first },
      { cookie: stranger },
    )
    expect(borrowed.json().conversationId).not.toBe(first)
  })

  it('refuses the 11th conversation of a free user, never a premium one', async () => {
    const free = await signUp(t, 'free_limit')
    for (let i = 0; i < 10; i++)
      expect((await ask('eve', { message: `q${i}` }, { cookie: free.cookie })).statusCode).toBe(200)
    expect((await ask('eve', { message: 'q11' }, { cookie: free.cookie })).statusCode).toBe(429)
    const premium = await signUp(t, 'paid_limit', true)
    for (let i = 0; i < 11; i++)
      expect((await ask('eve', { message: `q${i}` }, { cookie: premium.cookie })).statusCode).toBe(
        200,
      )
  })
})

describe('premium history', () => {
  it('saves, searches, reopens, branches and deletes conversations', async () => {
    const ada = await signUp(t, 'ada_history', true)
    const first = (
      await ask('adam', { message: 'Tell me about the Pro plan' }, { cookie: ada.cookie })
    ).json()
    expect(first.saved).toBe(true)
    await ask(
      'adam',
      { message: 'And the enterprise plan?', conversationId: first.conversationId },
      { cookie: ada.cookie },
    )
    await ask('eve', { message: 'Describe the holographic canvas' }, { cookie: ada.cookie })

    const list = (
      await t.app.inject({ url: '/api/conversations', headers: { cookie: ada.cookie } })
    ).json()
    expect(list.conversations).toHaveLength(2)
    const search = (
      await t.app.inject({
        url: '/api/conversations?query=enterprise',
        headers: { cookie: ada.cookie },
      })
    ).json()
    expect(search.conversations.map((c: { id: string }) => c.id)).toEqual([first.conversationId])
    expect(search.conversations[0].match).toMatch(/enterprise/i)

    const detail = (
      await t.app.inject({
        url: `/api/conversations/${first.conversationId}`,
        headers: { cookie: ada.cookie },
      })
    ).json()
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ])
    expect(detail.conversation.messageCount).toBe(4)

    const branch = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${first.conversationId}/branch`,
      payload: { messageId: detail.messages[1].id },
      headers: { cookie: ada.cookie },
    })
    expect(branch.statusCode).toBe(201)
    expect(branch.json()).toMatchObject({ messageCount: 2, branchedFrom: first.conversationId })
    const cont = await ask(
      'adam',
      { message: 'What about free?', conversationId: branch.json().id },
      { cookie: ada.cookie },
    )
    expect(cont.json().conversationId).toBe(branch.json().id)

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${first.conversationId}`,
      headers: { cookie: ada.cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect(
      (
        await t.app.inject({
          url: `/api/conversations/${first.conversationId}`,
          headers: { cookie: ada.cookie },
        })
      ).statusCode,
    ).toBe(404)
  })

  it("keeps each user's history to themselves", async () => {
    const ada = await signUp(t, 'ada_private', true)
    const grace = await signUp(t, 'grace_private', true)
    const mine = (
      await ask('adam', { message: 'private thoughts about plans' }, { cookie: ada.cookie })
    ).json()
    const theirs = { cookie: grace.cookie }
    expect(
      (await t.app.inject({ url: `/api/conversations/${mine.conversationId}`, headers: theirs }))
        .statusCode,
    ).toBe(404)
    expect(
      (await t.app.inject({ url: '/api/conversations?query=private', headers: theirs })).json()
        .conversations,
    ).toEqual([])
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/conversations/${mine.conversationId}`,
          headers: theirs,
        })
      ).statusCode,
    ).toBe(404)
    const continued = await ask(
      'adam',
      { message: 'hijack', conversationId: mine.conversationId },
      theirs,
    )
    expect(continued.json().conversationId).not.toBe(mine.conversationId)
    expect(
      (
        await t.app.inject({
          url: `/api/conversations/${mine.conversationId}`,
          headers: { cookie: ada.cookie },
        })
      ).json().messages,
    ).toHaveLength(2)
  })

  it('is for premium users: 403 for free, 401 for visitors', async () => {
    const free = await signUp(t, 'free_history')
    expect(
      (await t.app.inject({ url: '/api/conversations', headers: { cookie: free.cookie } }))
        .statusCode,
    ).toBe(403)
    expect((await t.app.inject({ url: '/api/conversations' })).statusCode).toBe(401)
  })
})

describe('memory and preferences', () => {
  it('remembers what a signed-in person says about themselves and greets them by name', async () => {
    const ada = await signUp(t, 'ada_memory')
    await ask(
      'eva',
      { message: 'Hi, my name is Ada and I live in London.' },
      { cookie: ada.cookie },
    )
    const facts = (
      await t.app.inject({ url: '/api/memory/facts', headers: { cookie: ada.cookie } })
    ).json().facts
    expect(facts.map((f: { fact: string }) => f.fact)).toEqual(['Name: Ada', 'Lives in: London'])
    const hello = await ask('eve', { message: 'Hello!' }, { cookie: ada.cookie })
    expect(hello.json().response).toMatch(/good to see you again, Ada/)
  })

  it('lets the person add, edit and delete facts, and nobody else', async () => {
    const ada = await signUp(t, 'ada_facts')
    const grace = await signUp(t, 'grace_facts')
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/memory/facts',
      payload: { fact: 'Likes: chess' },
      headers: { cookie: ada.cookie },
    })
    expect(added.statusCode).toBe(201)
    const id = added.json().id
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/memory/facts',
          payload: { fact: 'x' },
          headers: { cookie: ada.cookie },
        })
      ).json().message,
    ).toMatch(/^fact: /)
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/memory/facts/${id}`,
          payload: { fact: 'Likes: go' },
          headers: { cookie: grace.cookie },
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/memory/facts/${id}`,
          headers: { cookie: grace.cookie },
        })
      ).statusCode,
    ).toBe(404)
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/memory/facts/${id}`,
      payload: { fact: 'Likes: go' },
      headers: { cookie: ada.cookie },
    })
    expect(edited.json().fact).toBe('Likes: go')
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/memory/facts/${id}`,
          headers: { cookie: ada.cookie },
        })
      ).statusCode,
    ).toBe(204)
    expect(
      (await t.app.inject({ url: '/api/memory/facts', headers: { cookie: ada.cookie } })).json()
        .facts,
    ).toEqual([])
    expect((await t.app.inject({ url: '/api/memory/facts' })).statusCode).toBe(401)
  })

  it('answers 400, not 500, for fact ids past the database integer range', async () => {
    const { cookie } = await signUp(t, 'ada_fact_ids')
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/memory/facts/2147483648',
        payload: method === 'PATCH' ? { fact: 'Likes: go' } : undefined,
        headers: { cookie },
      })
      expect(res.statusCode, method).toBe(400)
      expect(res.json().message).toBe('id: must be a fact id')
    }
  })

  it('stores preferences and uses them in replies', async () => {
    const ada = await signUp(t, 'ada_prefs')
    const headers = { cookie: ada.cookie }
    expect((await t.app.inject({ url: '/api/preferences', headers })).json()).toEqual({
      replyLength: 'medium',
      tone: 'warm',
      language: 'English',
      voiceByDefault: false,
    })
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      payload: { replyLength: 'epic', tone: 'warm', language: 'English', voiceByDefault: false },
      headers,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^replyLength: /)
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      payload: { replyLength: 'short', tone: 'formal', language: 'French', voiceByDefault: true },
      headers,
    })
    expect(saved.statusCode).toBe(200)
    const reply = (
      await ask('adam', { message: 'How much does the Pro plan cost?' }, headers)
    ).json().response
    expect(reply).not.toMatch(/second, related point/)
    expect(reply).toMatch(/connect a model to get replies in French/)
  })
})
