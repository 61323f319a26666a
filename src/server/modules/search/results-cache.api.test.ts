import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import type { SearchDocument } from './search-index'

const probe = (title: string): SearchDocument => ({
  id: `probe:${title}`,
  title,
  description: 'A probe document.',
  icon: 'circle',
  category: 'content',
  section: 'Probe',
  path: '/tool-discovery',
})

let t: TestApp
let documents: SearchDocument[] = []
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    void app.quickSearch.addSource({ name: 'probe', load: () => documents })
  })
})
afterAll(() => t.close())

const titles = async (query: string, category?: string) => {
  const qs = new URLSearchParams({ query, ...(category ? { category } : {}) })
  const res = await t.app.inject({ url: `/api/quick-search/search?${qs}` })
  expect(res.statusCode).toBe(200)
  return (res.json() as { title: string }[]).map((result) => result.title)
}

describe('quick search results, kept until the index changes', () => {
  it('answers a repeated query the same, and a changed index with new results', async () => {
    expect(await titles('Zephyrine')).toEqual([])
    expect(await titles('Zephyrine')).toEqual([])
    documents = [probe('Zephyrine gadget')]
    await t.app.quickSearch.refresh('probe')
    expect(await titles('Zephyrine')).toEqual(['Zephyrine gadget'])
    documents = []
    await t.app.quickSearch.refresh('probe')
    expect(await titles('Zephyrine')).toEqual([])
  })

  it('keeps results of different categories apart', async () => {
    documents = [probe('Quillwort primer')]
    await t.app.quickSearch.refresh('probe')
    expect(await titles('Quillwort', 'content')).toEqual(['Quillwort primer'])
    expect(await titles('Quillwort', 'tool')).toEqual([])
    expect(await titles('Quillwort')).toEqual(['Quillwort primer'])
  })
})
