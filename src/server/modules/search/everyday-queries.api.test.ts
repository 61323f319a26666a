import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { EVERYDAY, INTENTS } from './everyday-queries'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  // API operations are indexed once the app is ready, in the background.
  await t.app.quickSearch.indexed()
})
afterAll(() => t.close())

const ids = async (query: string, category?: string) => {
  const res = await t.app.inject({
    url: '/api/quick-search/search',
    query: category ? { query, category } : { query },
  })
  expect(res.statusCode).toBe(200)
  return res.json().map((result: { id: string }) => result.id) as string[]
}

describe('quick search by intent', () => {
  it.each(INTENTS)('"%s" finds %s first', async (query, first) => {
    expect((await ids(query))[0]).toBe(first)
  })
})

describe('quick search for everyday words', () => {
  it.each(EVERYDAY)('"%s" finds %s first', async (query, first) => {
    expect((await ids(query))[0]).toBe(first)
  })

  it('leaves API operations out of a plain query', async () => {
    for (const query of ['videos', 'notes', 'chat', 'premium', 'account']) {
      expect((await ids(query)).filter((id) => id.startsWith('api:'))).toEqual([])
    }
  })

  it('finds API operations when the query names a method or a path, or in the api category', async () => {
    expect((await ids('GET /api/health'))[0]).toBe('api:GET /api/system/health')
    expect(await ids('post videos')).toContain('api:POST /api/videos')
    expect(await ids('/api/videos')).toContain('api:GET /api/videos')
    const api = await ids('videos', 'api')
    expect(api.length).toBeGreaterThan(0)
    expect(api.every((id) => id.startsWith('api:'))).toBe(true)
  })
})
