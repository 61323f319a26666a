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
  it('returns the newest 50 by default in the spec shape', async () => {
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
})
