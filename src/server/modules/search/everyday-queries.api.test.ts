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

/**
 * What people come to do, phrased as they type it (not the screens' titles), and the screen
 * that does it (decision 253). The words live beside the routes (src/shared/route-intents.ts).
 */
const INTENTS: [string, string][] = [
  ['character card', 'page:/personas'],
  ['import a character card', 'page:/personas'],
  ['make my own persona', 'page:/personas'],
  ['api key', 'page:/account'],
  ['where do I get an api key', 'page:/account'],
  ['api keys', 'page:/account'],
  ['pricing', 'page:/consciousness-marketplace'],
  ['how much does it cost', 'page:/consciousness-marketplace'],
  ['upgrade to pro', 'page:/consciousness-marketplace'],
  ['sign in', 'page:/account'],
  ['log in', 'page:/account'],
  ['delete account', 'page:/account'],
  ['how do I delete my account', 'page:/account'],
  ['models', 'page:/model-connections'],
  ['connect ollama', 'page:/model-connections'],
  ['choose a model', 'page:/model-connections'],
  ['vidoes', 'page:/videos'],
  ['watch videos', 'page:/videos'],
  ['backup', 'page:/account'],
  ['download my data', 'page:/account'],
  ['forgot password', 'page:/reset-password'],
  ['buy a book', 'page:/bookstore'],
  ['books', 'page:/bookstore'],
  ['courses', 'page:/teachings'],
  ['chat history', 'page:/memory-branches'],
  ['past conversations', 'page:/memory-branches'],
  ['what do you remember about me', 'page:/memory-editor'],
  ['help', 'page:/platform-guide'],
  ['shorter answers', 'page:/ai-response-enhancement'],
  ['talk to ai', 'section:ai-interface'],
  ['write a story', 'page:/storytelling'],
  ['changelog', 'page:/ai-development-dashboard'],
  ['system health', 'page:/system-health'],
  ['is the site down', 'page:/system-health'],
  ['upload mp3', 'page:/audio'],
  ['new note', 'page:/knowledge-editor'],
  ['cousres', 'page:/teachings'],
]

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
