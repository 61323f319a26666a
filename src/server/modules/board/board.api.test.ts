import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { postBoardMessage } from './service'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  const db = t.app.database.db
  for (let i = 1; i <= 60; i++) {
    await postBoardMessage(db, {
      fromAgent: i % 2 ? 'adam' : 'eve',
      toAgent: 'all',
      content: `message ${i}`,
      messageType: 'learning',
    })
  }
  await postBoardMessage(db, {
    fromAgent: 'eve',
    toAgent: 'adam',
    content: 'a reply',
    messageType: 'conversation',
    parentId: 60,
  })
})
afterAll(() => t.close())

const list = (query = '') => t.app.inject({ url: `/api/ai-messages${query}` })

describe('GET /api/ai-messages', () => {
  it('returns the newest 50 by default in the documented shape', async () => {
    const res = await list()
    expect(res.statusCode).toBe(200)
    const messages = res.json()
    expect(messages).toHaveLength(50)
    expect(messages[0]).toMatchObject({
      content: 'a reply',
      parentId: 60,
      toAgent: 'adam',
      replies: 0,
    })
    expect(messages[1]).toMatchObject({
      id: 60,
      fromAgent: 'eve',
      messageType: 'learning',
      replies: 1,
      likes: 0,
      tags: [],
      consciousness_level: null,
    })
    expect(messages[1].timestamp).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('pages back with before and limit, and filters by agent or parent', async () => {
    const page = (await list('?before=11&limit=5')).json()
    expect(page.map((m: { id: number }) => m.id)).toEqual([10, 9, 8, 7, 6])
    const adam = (await list('?fromAgent=adam&limit=200')).json()
    expect(adam).toHaveLength(30)
    expect(adam.every((m: { fromAgent: string }) => m.fromAgent === 'adam')).toBe(true)
    expect((await list('?parentId=60')).json().map((m: { content: string }) => m.content)).toEqual([
      'a reply',
    ])
  })

  it('refuses bad paging with a 400 naming the field', async () => {
    expect((await list('?limit=500')).json().message).toMatch(/^limit: must be at most 200/)
    expect((await list('?before=abc')).statusCode).toBe(400)
  })

  it('gives the total for the filters in X-Total-Count, whatever the page', async () => {
    const first = await list()
    expect(first.headers['x-total-count']).toBe('61')
    expect((await list('?before=11&limit=5')).headers['x-total-count']).toBe('61')
    expect((await list('?fromAgent=adam&limit=5')).headers['x-total-count']).toBe('30')
    const replies = await list('?messageType=conversation')
    expect(replies.headers['x-total-count']).toBe('1')
    expect(replies.json().map((m: { content: string }) => m.content)).toEqual(['a reply'])
  })

  it('searches the whole board by word prefixes of content, sender and type', async () => {
    const found = await list('?q=Message%205&limit=200')
    expect(found.json().map((m: { content: string }) => m.content)).toEqual([
      'message 59',
      'message 58',
      'message 57',
      'message 56',
      'message 55',
      'message 54',
      'message 53',
      'message 52',
      'message 51',
      'message 50',
      'message 5',
    ])
    expect(found.headers['x-total-count']).toBe('11')
    // A page of two still reports every match, and paging back continues the search.
    const page = await list('?q=message%205&limit=2')
    expect(page.headers['x-total-count']).toBe('11')
    const next = await list(`?q=message%205&limit=2&before=${page.json()[1].id}`)
    expect(next.json().map((m: { content: string }) => m.content)).toEqual([
      'message 57',
      'message 56',
    ])
    expect((await list('?q=conv')).json().map((m: { content: string }) => m.content)).toEqual([
      'a reply',
    ])
    const eve = await list('?q=ev%20learn&limit=1')
    expect(eve.headers['x-total-count']).toBe('30')
    const none = await list('?q=nothing-like-it')
    expect(none.json()).toEqual([])
    expect(none.headers['x-total-count']).toBe('0')
  })

  it('refuses a bad search or type with a 400 naming the field', async () => {
    expect((await list('?q=%21%3F*')).json().message).toMatch(/^q: must contain a letter or digit/)
    expect((await list(`?q=${'a'.repeat(201)}`)).json().message).toMatch(/^q: must be at most 200/)
    const badType = await list('?messageType=gossip')
    expect(badType.statusCode).toBe(400)
    expect(badType.json().message).toMatch(/^messageType: must be one of/)
    // Syntax of full-text queries is only ever words to the server.
    expect((await list('?q=a%27%20%26%20%21b%3A*%20%7C')).statusCode).toBe(200)
  })
})
