import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { NOTE_EXCERPT_CHARS, notePreview } from '@/shared/notes'

let t: TestApp
let cookie: string
beforeEach(async () => {
  t = await buildTestApp()
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
    const { content, backlinks: _backlinks, ...rest } = detail
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
