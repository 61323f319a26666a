import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { NOTE_EXCERPT_CHARS, notePreview } from '@/shared/notes'

let t: TestApp
let cookie: string
beforeEach(async () => {
  // An administrator, for the every-note sync (decision 111).
  t = await buildTestApp({ adminUsernames: ['list_cache'] })
  cookie = (await signUp(t, 'list_cache')).cookie
})
afterEach(() => t.close())

interface ListedNote {
  title: string
  agentZeroObserved: boolean
}
const list = async () =>
  (await t.app.inject({ url: '/api/obsidian/notes?vault=codex-notes' })).json() as ListedNote[]

describe('GET /api/obsidian/notes is served from a cache that follows every change', () => {
  it('shows an Agent Zero sync on the next read', async () => {
    expect((await list()).some((note) => note.agentZeroObserved)).toBe(false)
    const sync = await t.app.inject({
      method: 'POST',
      url: '/api/obsidian/sync-agent-zero',
      payload: {},
      headers: { cookie },
    })
    expect(sync.statusCode).toBe(200)
    await t.app.events.settled()
    const notes = await list()
    expect(notes).toHaveLength(7)
    expect(notes.every((note) => note.agentZeroObserved)).toBe(true)
  })

  it('shows a note created through the API and a file written beside it', async () => {
    expect(await list()).toHaveLength(7)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      payload: { title: 'Fresh idea', content: 'Written now.', tags: [], vault: 'codex-notes' },
      headers: { cookie },
    })
    expect(created.statusCode).toBe(201)
    expect((await list()).map((note) => note.title)).toContain('Fresh idea')

    const vaultDir = path.join(t.app.config.vaultsDir, 'codex-notes')
    fs.writeFileSync(path.join(vaultDir, 'Edited elsewhere.md'), 'Written by Obsidian.\n')
    let titles: string[] = []
    for (let i = 0; i < 60 && !titles.includes('Edited elsewhere'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      titles = (await list()).map((note) => note.title)
    }
    expect(titles).toContain('Edited elsewhere')
    expect(titles).toHaveLength(9)
  })
})

describe('GET /api/obsidian/notes lists summaries with an ETag', () => {
  const read = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/obsidian/notes?vault=codex-notes', headers })

  it('leaves the bodies out and gives each note an excerpt of its body', async () => {
    const res = await read()
    expect(res.statusCode).toBe(200)
    const notes = res.json() as (Record<string, unknown> & { id: number; excerpt: string })[]
    expect(notes).toHaveLength(7)
    for (const note of notes) expect(note).not.toHaveProperty('content')
    const first = notes[0]!
    const detail = (await t.app.inject({ url: `/api/obsidian/notes/${first.id}` })).json()
    const { content, backlinks: _backlinks, links: _links, ...rest } = detail
    expect(first).toEqual({ ...rest, excerpt: notePreview(content, NOTE_EXCERPT_CHARS) })
    expect(first.excerpt.length).toBeGreaterThan(20)
    expect(first.excerpt).not.toMatch(/^---|[*[\]`]/)
  })

  it('answers a matching If-None-Match with 304 until a note changes', async () => {
    const first = await read()
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')

    const again = await read({ 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers).not.toHaveProperty('content-length')
    expect(again.headers.etag).toBe(etag)
    expect((await read({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304)
    expect((await read({ 'if-none-match': '"other"' })).statusCode).toBe(200)

    const id = (first.json() as { id: number }[])[0]!.id
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/obsidian/notes/${id}`,
      payload: { content: 'Rewritten **just now**.' },
      headers: { cookie },
    })
    expect(edit.statusCode).toBe(200)
    const changed = await read({ 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    const note = (changed.json() as { id: number; excerpt: string }[]).find((n) => n.id === id)
    expect(note?.excerpt).toBe('Rewritten just now.')
    expect((await read({ 'if-none-match': changed.headers.etag as string })).statusCode).toBe(304)
  })
})

describe('GET /api/obsidian/notes pages the list', () => {
  const page = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/obsidian/notes?vault=codex-notes${query}`, headers })
  const ids = (res: { json: () => unknown }) => (res.json() as { id: number }[]).map((n) => n.id)

  it('gives newest-first pages by limit and offset with the total in X-Total-Count', async () => {
    const whole = await page()
    expect(whole.headers['x-total-count']).toBe('7')
    const all = ids(whole)
    expect(all).toHaveLength(7)
    const pages = await Promise.all([0, 3, 6, 7].map((offset) => page(`&limit=3&offset=${offset}`)))
    expect(pages.map(ids)).toEqual([all.slice(0, 3), all.slice(3, 6), all.slice(6), []])
    for (const res of pages) expect(res.headers['x-total-count']).toBe('7')
    expect(ids(await page('&limit=2'))).toEqual(all.slice(0, 2))
    expect(ids(await page('&offset=5'))).toEqual(all.slice(5))
  })

  it('pages at 25 notes unless asked otherwise', async () => {
    const dir = path.join(t.app.config.vaultsDir, 'codex-notes')
    for (let i = 0; i < 25; i++) fs.writeFileSync(path.join(dir, `Bulk ${i}.md`), `Note ${i}.\n`)
    await t.app.vaults.scan()
    const first = await page()
    expect(first.headers['x-total-count']).toBe('32')
    expect(ids(first)).toHaveLength(25)
    expect(ids(await page('&offset=25'))).toHaveLength(7)
    expect(ids(await page('&limit=500'))).toHaveLength(32)
  })

  it('answers 400 with a sentence for a bad limit or offset and changes nothing', async () => {
    const before = await page('&limit=3')
    const bad: [string, RegExp][] = [
      ['&limit=0', /^limit: must be a whole number from 1 to 500/],
      ['&limit=501', /^limit: must be a whole number from 1 to 500/],
      ['&limit=2.5', /^limit: must be a whole number from 1 to 500/],
      ['&limit=ten', /^limit: must be a whole number from 1 to 500/],
      ['&offset=-1', /^offset: must be a whole number from 0/],
      ['&offset=3000000000', /^offset: must be at most 2147483647/],
      ['&offset=x', /^offset: must be a whole number from 0/],
    ]
    for (const [query, message] of bad) {
      const res = await page(query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toMatch(message)
    }
    const after = await page('&limit=3')
    expect(after.headers.etag).toBe(before.headers.etag)
    expect(after.body).toBe(before.body)
  })

  it('tags each page on its own and answers 304 per page until the vault changes', async () => {
    const first = await page('&limit=3')
    const second = await page('&limit=3&offset=3')
    const [tag1, tag2] = [first.headers.etag as string, second.headers.etag as string]
    expect(tag1).toMatch(/^"[\w-]+"$/)
    expect(tag1).not.toBe(tag2)
    expect(tag1).not.toBe((await page('&limit=4')).headers.etag)
    const revalidated = await page('&limit=3&offset=3', { 'if-none-match': tag2 })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.headers['x-total-count']).toBe('7')
    expect((await page('&limit=3', { 'if-none-match': tag1 })).statusCode).toBe(304)
    expect((await page('&limit=3&offset=3', { 'if-none-match': tag1 })).statusCode).toBe(200)

    // Removing the oldest note leaves the first page's notes as they were, not its total.
    const oldest = ids(await page())[6]!
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/obsidian/notes/${oldest}`,
      headers: { cookie },
    })
    expect(removed.statusCode).toBe(204)
    const after = await page('&limit=3', { 'if-none-match': tag1 })
    expect(after.statusCode).toBe(200)
    expect(ids(after)).toEqual(ids(first))
    expect(after.headers['x-total-count']).toBe('6')
  })
})
