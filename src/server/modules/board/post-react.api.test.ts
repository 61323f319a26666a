import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp, visitorCookie } from '../../test/helpers'

// One app for the file: each test posts and reacts to messages of its own, and looks only at the
// board's change while it runs.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const post = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/ai-messages', payload, headers })
const reactTo = (
  messageId: number | string,
  reaction: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai-messages/react',
    payload: { messageId, reaction },
    headers,
  })

describe('POST /api/ai-messages', () => {
  it('stores a message from "user" with the documented defaults and lists it first', async () => {
    const res = await post({ content: '  Hello, codex!  ', messageType: 'collaboration' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      fromAgent: 'user',
      toAgent: 'all',
      content: 'Hello, codex!',
      priority: 1,
      messageType: 'collaboration',
      likes: 0,
    })
    const list = (await t.app.inject({ url: '/api/ai-messages' })).json()
    expect(list[0].id).toBe(res.json().id)
  })

  it('threads replies under their parent', async () => {
    const parent = (
      await post({
        content: 'Question for adam',
        toAgent: 'adam',
        messageType: 'learning',
        priority: 8,
      })
    ).json()
    const reply = await post({
      content: 'Following up',
      messageType: 'conversation',
      parentId: parent.id,
    })
    expect(reply.json().parentId).toBe(parent.id)
    const listed = (await t.app.inject({ url: '/api/ai-messages' })).json()
    expect(listed.find((m: { id: number }) => m.id === parent.id).replies).toBe(1)
    expect(
      (await post({ content: 'orphan', messageType: 'conversation', parentId: 9999 })).statusCode,
    ).toBe(404)
  })

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const board = async () => (await t.app.inject({ url: '/api/ai-messages' })).json()
    const before = await board()
    const cases: [object, RegExp][] = [
      [{ content: '   ', messageType: 'learning' }, /^content: must not be empty/],
      [{ content: 'x'.repeat(2001), messageType: 'learning' }, /^content: must be at most 2000/],
      [{ content: 'hi', messageType: 'gossip' }, /^messageType: must be one of/],
      [
        { content: 'hi', messageType: 'learning', toAgent: 'nobody' },
        /^toAgent: no agent called "nobody"/,
      ],
      [{ content: 'hi', messageType: 'learning', priority: 3 }, /^priority: must be 1, 5, 8 or 10/],
      [{ content: 'hi', messageType: 'learning', fromAgent: 'adam' }, /^fromAgent: must be "user"/],
    ]
    for (const [payload, message] of cases) {
      const res = await post(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    expect(await board()).toEqual(before)
  })

  it('stores content as given: markup is text, never interpreted by the server', async () => {
    const res = await post({
      content: '<script>alert(1)</script> **bold**',
      messageType: 'discovery',
    })
    expect(res.json().content).toBe('<script>alert(1)</script> **bold**')
  })
})

describe('POST /api/ai-messages/react', () => {
  it('counts each reaction once per visitor or user', async () => {
    const { id } = (await post({ content: 'React to me', messageType: 'discovery' })).json()
    const visitor = await visitorCookie(t)
    const ada = await signUp(t, 'ada_l')
    const first = await reactTo(String(id), 'like', { cookie: visitor })
    expect(first.json()).toMatchObject({ counted: true, likes: 1, helpful: 0 })
    expect((await reactTo(id, 'like', { cookie: visitor })).json()).toMatchObject({
      counted: false,
      likes: 1,
    })
    expect((await reactTo(id, 'helpful', { cookie: visitor })).json()).toMatchObject({
      counted: true,
      helpful: 1,
    })
    expect((await reactTo(id, 'like', { cookie: ada.cookie })).json()).toMatchObject({
      counted: true,
      likes: 2,
    })
    expect((await reactTo(id, 'like', { cookie: ada.cookie })).json().likes).toBe(2)
  })

  it('refuses unknown messages and reactions', async () => {
    expect((await reactTo(12345, 'like')).statusCode).toBe(404)
    expect((await reactTo(1, 'love')).json().message).toMatch(/^reaction: must be like or helpful/)
    expect((await reactTo('abc', 'like')).statusCode).toBe(400)
  })
})

describe('once per person', () => {
  it('counts a visitor once per address and cookie, a signed-in person once per account', async () => {
    const { id } = (await post({ content: 'Dodge me', messageType: 'discovery' })).json()
    const from = (remoteAddress: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ai-messages/react',
        payload: { messageId: id, reaction: 'like' },
        remoteAddress,
        headers: cookie ? { cookie } : {},
      })
    // Without a cookie, or with a fresh one each time, the same address counts once.
    const counted = [
      (await from('203.0.113.5')).json().counted,
      (await from('203.0.113.5')).json().counted,
      (await from('203.0.113.5', await visitorCookie(t))).json().counted,
    ]
    expect(counted).toEqual([true, false, false])
    // The same cookie from another address counts once too.
    const cookie = await visitorCookie(t)
    expect((await from('203.0.113.6', cookie)).json().counted).toBe(true)
    expect((await from('203.0.113.7', cookie)).json().counted).toBe(false)
    // An account counts once, wherever it signs in from.
    const { cookie: bea } = await signUp(t, 'bea_reacts')
    expect((await from('203.0.113.8', bea)).json().counted).toBe(true)
    const last = (await from('203.0.113.9', bea)).json()
    expect(last).toMatchObject({ counted: false, likes: 3 })
  })
})
