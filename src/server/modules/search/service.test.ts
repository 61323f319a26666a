import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../db/open'
import { QuickSearchService, type SearchLogger } from './service'
import { docsSource, routesSource, sectionsSource } from './sources'

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
})
