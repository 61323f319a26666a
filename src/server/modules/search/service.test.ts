import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../db/open'
import { QuickSearchService, type SearchLogger } from './service'
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
    expect(service.search('How to use HumanCodex')[0]).toMatchObject({
      id: 'doc:how-to-use',
      path: '/platform-guide#how-to-use',
    })
  })

  it('re-indexes a document when its file changes', async () => {
    const dir = tempDocs({ 'orbits.md': docFile('Orbits', 'Planets circle slowly.') })
    const service = new QuickSearchService({ db, log, sources: [docsSource(dir)] })
    services.push(service)
    await service.start()
    expect(service.search('planets').map((r) => r.id)).toEqual(['doc:orbits'])

    fs.writeFileSync(path.join(dir, 'orbits.md'), docFile('Orbits', 'Comets race past.'))
    await vi.waitFor(() =>
      expect(service.search('comets').map((r) => r.id)).toEqual(['doc:orbits']),
    )
    expect(service.search('planets')).toEqual([])

    fs.writeFileSync(path.join(dir, 'tides.md'), docFile('Tides', 'The moon pulls.'))
    await vi.waitFor(() => expect(service.search('tides')).toHaveLength(1))
  })

  it('keeps the previous documents when a changed file cannot be read', async () => {
    const dir = tempDocs({ 'orbits.md': docFile('Orbits', 'Planets circle slowly.') })
    const service = new QuickSearchService({ db, log, sources: [docsSource(dir)] })
    services.push(service)
    await service.start()
    fs.writeFileSync(path.join(dir, 'broken.md'), 'no front matter')
    await service.refresh('docs')
    expect(service.search('planets')).toHaveLength(1)
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
    expect(service.search('lantern')[0]?.id).toBe('book:1')
    expect(service.categories()).toEqual(['page', 'feature', 'tool', 'component', 'content'])
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
    await vi.waitFor(() => expect(service.search('Kestrel')[0]?.id).toBe('note:1'))
    expect(service.search('Lantern 2').map((hit) => hit.id)).not.toContain('note:2')
  })
})
