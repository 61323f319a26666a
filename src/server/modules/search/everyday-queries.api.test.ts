import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

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

/** What a visitor types, and the screen or section they mean (the first hit). */
const EVERYDAY: [string, string][] = [
  ['videos', 'page:/videos'],
  ['vdieo', 'page:/videos'],
  ['notes', 'section:obsidian-integration'],
  ['chat', 'section:ai-interface'],
  ['persnoa', 'section:ai-interface'],
  ['premium', 'page:/consciousness-marketplace'],
  ['plans', 'page:/consciousness-marketplace'],
  ['account', 'page:/account'],
  ['settings', 'page:/account'],
  ['password', 'page:/reset-password'],
  ['agents', 'page:/agents'],
  ['memory', 'page:/memory-editor'],
  ['blog', 'page:/blog'],
  ['experts', 'section:ring-of-twelve'],
  ['music', 'page:/music-section'],
  ['crypto', 'page:/crypto'],
  ['board', 'page:/messaging-board'],
  ['docs', 'section:humancodex-docs'],
  ['orbs', 'page:/orbs'],
  ['learning', 'page:/learning'],
]

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
