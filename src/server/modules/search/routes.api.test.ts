import { isLiveHref } from '@/shared/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import type { SearchDocument } from './search-index'

const doc = (id: string, title: string, description = 'A probe document.'): SearchDocument => ({
  id,
  title,
  description,
  icon: 'circle',
  category: 'content',
  section: 'Probe',
  path: '/tool-discovery',
})

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    void app.quickSearch.addSource({
      name: 'probe',
      load: () => [
        // Many fuzzy and prefix neighbours of "Lattice" that outscore it on words alone.
        doc('probe:lattices', 'Lattices lattices of lattice nodes', 'lattice lattice lattice'),
        doc('probe:latticework', 'Latticework', 'lattice lattice'),
        doc('probe:lattice', 'Lattice'),
        doc('probe:lettuce', 'Lettuce garden', 'Greens.'),
      ],
    })
  })
  // API operations are indexed once the app is ready, in the background.
  await t.app.quickSearch.indexed()
})
afterAll(() => t.close())

const search = (query: string, category?: string) =>
  t.app.inject({
    url: '/api/quick-search/search',
    query: category ? { query, category } : { query },
  })

describe('GET /api/quick-search/search', () => {
  it('puts an exact title first, before stronger fuzzy and prefix matches', async () => {
    const res = await search('lattice')
    expect(res.statusCode).toBe(200)
    const ids = res.json().map((r: { id: string }) => r.id)
    expect(ids[0]).toBe('probe:lattice')
    expect(ids).toContain('probe:latticework')
  })

  it('matches prefixes and forgives a typo', async () => {
    const prefix = (await search('platf')).json()
    expect(prefix[0]).toMatchObject({ id: 'page:/platform-guide', path: '/platform-guide' })
    const typo = (await search('compas')).json()
    expect(typo.map((r: { id: string }) => r.id)).toContain('section:codex-compass')
    const fuzzy = (await search('documantation')).json()
    expect(fuzzy.map((r: { id: string }) => r.id)).toContain('section:humancodex-docs')
  })

  it('returns results in the documented shape', async () => {
    const [first] = (await search('Codex Compass')).json()
    expect(first).toEqual({
      id: 'section:codex-compass',
      title: 'Codex Compass',
      description: expect.any(String),
      icon: 'compass',
      category: 'feature',
      section: 'Home page',
      path: '/#codex-compass',
    })
  })

  it('indexes docs, API endpoints and only live screens', async () => {
    const docs = (await search('three layer communication')).json()
    expect(docs[0]).toMatchObject({
      id: 'doc:three-layer-communication',
      category: 'content',
      path: '/platform-guide#three-layer-communication',
    })
    const api = (await search('quick-search popular', 'api')).json()
    expect(api.map((r: { title: string }) => r.title)).toContain('GET /api/quick-search/popular')
    expect(api.every((r: { path: string }) => r.path === '/api/docs')).toBe(true)
    // Only open screens are indexed (every route is open by now, so check each result).
    const screens = (await search('dashboard')).json() as { path: string }[]
    expect(screens.length).toBeGreaterThan(0)
    expect(screens.filter((r) => !isLiveHref(r.path))).toEqual([])
  })

  it('filters by category', async () => {
    const all = (await search('codex')).json() as { category: string }[]
    expect(new Set(all.map((r) => r.category)).size).toBeGreaterThan(1)
    const content = (await search('codex', 'content')).json() as { category: string }[]
    expect(content.length).toBeGreaterThan(0)
    expect(content.every((r) => r.category === 'content')).toBe(true)
  })

  it('returns an empty list when nothing matches', async () => {
    const res = await search('zzqxv')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
  })

  it('answers 400 naming the field for a missing, blank or over-long query', async () => {
    for (const query of [undefined, '   ', 'x'.repeat(101)]) {
      const res = await t.app.inject({
        url: '/api/quick-search/search',
        query: query === undefined ? {} : { query },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/^query: /)
    }
  })

  it('answers 400 naming the field for an unknown category', async () => {
    const res = await search('codex', 'planets')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^category: /)
  })
})

describe('GET /api/quick-search/categories', () => {
  it('lists the categories that have results, in the documented order', async () => {
    const res = await t.app.inject({ url: '/api/quick-search/categories' })
    expect(res.json()).toEqual(['page', 'feature', 'api', 'tool', 'component', 'content'])
  })
})

describe('popular results', () => {
  const choose = (id: string) =>
    t.app.inject({ method: 'POST', url: '/api/quick-search/chosen', payload: { id } })
  const popular = async () =>
    (await t.app.inject({ url: '/api/quick-search/popular' })).json() as {
      id: string
      chosenCount: number
    }[]

  it('suggests defaults before anyone has chosen anything', async () => {
    const items = await popular()
    expect(items).toHaveLength(6)
    expect(items[0]).toMatchObject({ id: 'section:codex-compass', chosenCount: 0 })
  })

  it('ranks what visitors choose, most chosen first', async () => {
    for (let i = 0; i < 3; i++) expect((await choose('probe:lettuce')).statusCode).toBe(204)
    expect((await choose('doc:how-to-use')).statusCode).toBe(204)
    const items = await popular()
    expect(items.slice(0, 2)).toMatchObject([
      { id: 'probe:lettuce', chosenCount: 3 },
      { id: 'doc:how-to-use', chosenCount: 1 },
    ])
    expect(items).toHaveLength(6)
    expect(new Set(items.map((item) => item.id)).size).toBe(6)
  })

  it('refuses unknown and missing ids', async () => {
    const unknown = await choose('page:/nowhere')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toMatch(/^id: /)
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/quick-search/chosen',
      payload: {},
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toMatch(/^id: /)
  })
})

describe('GET /api/quick-search/browse', () => {
  it('pages through the whole index with counts per category', async () => {
    const res = await t.app.inject({ url: '/api/quick-search/browse', query: { limit: '5' } })
    const body = res.json()
    expect(body.items).toHaveLength(5)
    expect(body.items[0].category).toBe('page')
    const total = body.facets.reduce((sum: number, f: { count: number }) => sum + f.count, 0)
    expect(body.total).toBe(total)
  })

  it('keeps facet counts for the query while filtering by category', async () => {
    const res = await t.app.inject({
      url: '/api/quick-search/browse',
      query: { query: 'codex', category: 'content' },
    })
    const body = res.json()
    const content = body.facets.find((f: { category: string }) => f.category === 'content')
    expect(body.total).toBe(content.count)
    expect(body.facets.length).toBeGreaterThan(1)
  })
})
