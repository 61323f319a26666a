import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../db/open'
import {
  QuickSearchService,
  type SearchDocument,
  type SearchFinder,
  type SearchLogger,
} from './service'
import { namesOf, tierOf } from './search-index'
import { docsSource, routesSource, sectionsSource, type SourceUpdate } from './sources'

const log: SearchLogger = { info: () => {}, error: () => {} }
// Indexing never touches the database; only choices and popular do (see the API tests).
const db = undefined as unknown as Db

const docFile = (title: string, body: string) =>
  `---\ntitle: ${title}\nsummary: s\n---\n\n${body}\n`

describe('QuickSearchService', () => {
  const dirs: string[] = []
  const services: QuickSearchService[] = []
  afterEach(() => {
    services.splice(0).forEach((service) => service.stop())
    dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }))
  })

  const tempDocs = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-docs-'))
    dirs.push(dir)
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
    return dir
  }

  it('indexes the real content/docs', async () => {
    const service = new QuickSearchService({ db, log, sources: [docsSource()] })
    services.push(service)
    await service.start()
    expect((await service.search('How to use HumanCodex'))[0]).toMatchObject({
      id: 'doc:how-to-use',
      path: '/platform-guide#how-to-use',
    })
  })

  it('re-indexes a document when its file changes', async () => {
    const dir = tempDocs({ 'orbits.md': docFile('Orbits', 'Planets circle slowly.') })
    const service = new QuickSearchService({ db, log, sources: [docsSource(dir)] })
    services.push(service)
    await service.start()
    expect((await service.search('planets')).map((r) => r.id)).toEqual(['doc:orbits'])

    fs.writeFileSync(path.join(dir, 'orbits.md'), docFile('Orbits', 'Comets race past.'))
    await vi.waitFor(async () =>
      expect((await service.search('comets')).map((r) => r.id)).toEqual(['doc:orbits']),
    )
    expect(await service.search('planets')).toEqual([])

    fs.writeFileSync(path.join(dir, 'tides.md'), docFile('Tides', 'The moon pulls.'))
    await vi.waitFor(async () => expect(await service.search('tides')).toHaveLength(1))
  })

  it('keeps the previous documents when a changed file cannot be read', async () => {
    const dir = tempDocs({ 'orbits.md': docFile('Orbits', 'Planets circle slowly.') })
    const service = new QuickSearchService({ db, log, sources: [docsSource(dir)] })
    services.push(service)
    await service.start()
    fs.writeFileSync(path.join(dir, 'broken.md'), 'no front matter')
    await service.refresh('docs')
    expect(await service.search('planets')).toHaveLength(1)
  })

  it('indexes a source added after start at once', async () => {
    const service = new QuickSearchService({ db, log, sources: [routesSource, sectionsSource] })
    services.push(service)
    await service.start()
    await service.addSource({
      name: 'books',
      load: () => [
        {
          id: 'book:1',
          title: 'The Lantern Keeper',
          description: 'A short story.',
          icon: 'book',
          category: 'content',
          section: 'Bookstore',
          path: '/tool-discovery',
        },
      ],
    })
    expect((await service.search('lantern'))[0]?.id).toBe('book:1')
    expect(await service.categories()).toEqual(['page', 'feature', 'tool', 'component', 'content'])
  })

  it('refuses a source that reuses another source’s id', async () => {
    const service = new QuickSearchService({ db, log, sources: [routesSource] })
    services.push(service)
    await service.start()
    await expect(
      service.addSource({
        name: 'copycat',
        load: () => [
          {
            id: 'page:/platform-guide',
            title: 'x',
            description: '',
            icon: '',
            category: 'page',
            section: '',
            path: '/',
          },
        ],
      }),
    ).rejects.toThrow(/duplicate id page:\/platform-guide/)
  })

  it('indexes a background source after start, and applies its changes after that', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let change: ((part?: SourceUpdate) => void) | undefined
    const doc = (id: string, title: string) => ({
      id,
      title,
      description: title,
      icon: 'notebook-pen',
      category: 'content' as const,
      section: 'Notes',
      path: `/${id}`,
    })
    const service = new QuickSearchService({
      db,
      log,
      sources: [
        {
          name: 'vault',
          background: true,
          load: async () => {
            await gate
            return Array.from({ length: 600 }, (_, i) => doc(`note:${i}`, `Lantern ${i}`))
          },
          watch: (onChange) => {
            change = onChange
            return () => {}
          },
        },
      ],
    })
    services.push(service)
    await service.start()
    // Started before the source was read; a change made meanwhile waits for that reading.
    change!({ docs: [doc('note:1', 'Kestrel')], removed: ['note:2'] })
    expect(service.index.size).toBe(0)
    let indexed = false
    void service.indexed().then(() => (indexed = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(indexed).toBe(false)
    release()
    await service.indexed()
    expect(service.index.size).toBeGreaterThanOrEqual(599)
    await vi.waitFor(() => expect(service.index.size).toBe(599))
    await vi.waitFor(async () => expect((await service.search('Kestrel'))[0]?.id).toBe('note:1'))
    expect((await service.search('Lantern 2')).map((hit) => hit.id)).not.toContain('note:2')
  })
})

describe('QuickSearchService with a finder', () => {
  const doc = (id: string, title: string, category: SearchDocument['category'] = 'content') => ({
    id,
    title,
    description: `About ${title}.`,
    icon: 'circle',
    category,
    section: 'Probe',
    path: '/tool-discovery',
  })
  /** Finds its documents by words in their titles, as a database would, in its own order. */
  const finder = (docs: SearchDocument[]) => {
    let changed = () => {}
    const found: SearchFinder & { change(): void } = {
      category: 'content',
      async find(query, words, every, _viewer, limit) {
        const has = (d: SearchDocument, w: string) => d.title.toLowerCase().includes(w)
        const found = docs
          .filter((d) => (every ? words.every((w) => has(d, w)) : words.some((w) => has(d, w))))
          .sort((a, b) => tierOf(namesOf(a), query, true) - tierOf(namesOf(b), query, true))
        return {
          total: found.length,
          found: found.slice(0, limit).map((d) => ({ doc: d, asTyped: true })),
        }
      },
      count: async () => docs.length,
      async page(_viewer, offset, limit) {
        return [...docs]
          .sort((a, b) => a.title.localeCompare(b.title))
          .slice(offset, offset + limit)
      },
      async get(id) {
        return docs.find((d) => d.id === id)
      },
      watch(onChange) {
        changed = onChange
        return () => (changed = () => {})
      },
      change: () => changed(),
    }
    return found
  }
  const service = async (indexed: SearchDocument[], found: SearchDocument[]) => {
    const made = new QuickSearchService({
      db,
      log,
      sources: [{ name: 'probe', load: () => indexed }],
    })
    made.addFinder(finder(found))
    await made.start()
    return made
  }

  it('ranks what a finder found beside the index, by tier', async () => {
    const made = await service(
      [doc('page:orbit', 'Orbit planner', 'page'), doc('doc:lab', 'Lab orbit manual')],
      [
        doc('note:1', 'Orbit'),
        doc('note:2', 'Orbit planner notes'),
        doc('note:3', 'Orbits of Lab moons'),
      ],
    )
    const ids = async (query: string) => (await made.search(query)).map((r) => r.id)
    // The exact name first, then names starting with the query (a screen before content).
    expect((await ids('orbit')).slice(0, 3)).toEqual(['note:1', 'page:orbit', 'note:2'])
    // Every word, else any word.
    expect(await ids('orbit lab')).toEqual(expect.arrayContaining(['doc:lab', 'note:3']))
    expect(await ids('orbit lab')).not.toContain('note:1')
    expect(await ids('moons zzzz')).toEqual(['note:3'])
    expect(await made.get('note:2')).toMatchObject({ title: 'Orbit planner notes' })
    // A page of matches reads only as many of the finder's as it shows, yet counts them all.
    const page = await made.browse({ query: 'orbit', category: 'content', offset: 1, limit: 1 })
    expect(page.items.map((item) => item.id)).toEqual(['note:2'])
    expect(page.total).toBe(4)
    expect(page.facets).toEqual([
      { category: 'page', count: 1 },
      { category: 'content', count: 4 },
    ])
    made.stop()
  })

  it('browses the index’s documents of a category, then the finder’s, a page at a time', async () => {
    const made = await service(
      [doc('doc:b', 'Beta guide'), doc('page:a', 'Alpha screen', 'page')],
      [doc('note:2', 'Zulu note'), doc('note:1', 'Echo note')],
    )
    const all = await made.browse({ offset: 0, limit: 10 })
    expect(all.items.map((item) => item.id)).toEqual(['page:a', 'doc:b', 'note:1', 'note:2'])
    expect(all.total).toBe(4)
    expect(all.facets).toEqual([
      { category: 'page', count: 1 },
      { category: 'content', count: 3 },
    ])
    const second = await made.browse({ category: 'content', offset: 1, limit: 1 })
    expect(second.items.map((item) => item.id)).toEqual(['note:1'])
    expect(second.total).toBe(3)
    expect(await made.categories()).toEqual(['page', 'content'])
    made.stop()
  })

  it('moves its version on when a finder’s documents change', async () => {
    const found = finder([doc('note:1', 'Echo note')])
    const made = new QuickSearchService({ db, log })
    made.addFinder(found)
    const before = made.version
    found.change()
    expect(made.version).toBeGreaterThan(before)
    made.stop()
  })
})
