import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { knowledgeSearch, signUp } from '../../test/helpers'
import { parseNote } from './parse-note'

let t: TestApp
let cookie: string
/**
 * An app with the sample vault, signed in as an administrator (for the every-note sync and the
 * checks, decision 111).
 */
async function start() {
  t = await buildTestApp({ adminUsernames: ['ada_l'] })
  cookie = (await signUp(t, 'ada_l')).cookie
}

const vaultDir = () => path.join(t.app.config.vaultsDir, 'codex-notes')
const get = (url: string) => t.app.inject({ url })
const create = (payload: object, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'POST', url: '/api/obsidian/notes', payload, headers })

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean) {
  for (let i = 0; i < 60; i++) {
    const value = await read()
    if (ok(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return read()
}

describe('vaults and notes', () => {
  describe('reading the sample vault', () => {
    // One app for these: they leave the vault's files as they are (the sync marks the notes
    // observed, which none of them looks at).
    beforeAll(start)
    afterAll(() => t.close())

    it('copies the sample vault on first start and indexes its notes, links and tags', async () => {
      const vaults = (await get('/api/obsidian/vaults')).json()
      expect(vaults).toEqual([expect.objectContaining({ id: 'codex-notes', noteCount: 7 })])
      const notes = (await get('/api/obsidian/notes?vault=codex-notes')).json()
      const welcome = notes.find((n: { title: string }) => n.title === 'Welcome to the codex')
      expect(welcome).toMatchObject({
        tags: expect.arrayContaining(['codex', 'welcome']),
        connections: ['Three layers', 'entities/Adam', 'entities/Eve'],
      })
      const detail = (await get(`/api/obsidian/notes/${welcome.id}`)).json()
      expect(detail.backlinks.map((b: { title: string }) => b.title)).toEqual(['Agent Zero'])
    })

    it('finds insights: most linked, orphans, broken links, tags', async () => {
      const insights = (await get('/api/obsidian/insights')).json()
      expect(insights.orphans).toEqual(['Loose thought'])
      expect(insights.brokenLinks.map((b: { to: string }) => b.to).sort()).toEqual([
        'Spaced repetition',
        'Story studio',
      ])
      expect(insights.mostLinked.slice(0, 2)).toEqual([
        { title: 'Eve', backlinks: 2 },
        { title: 'Three layers', backlinks: 2 },
      ])
      expect(insights.insights.length).toBeGreaterThan(3)
      const graph = (await get('/api/obsidian/graph')).json()
      expect(graph.nodes).toHaveLength(7)
      expect(graph.edges.length).toBeGreaterThan(5)
    })

    it('searches with at least 3 characters, ranking title matches first', async () => {
      expect((await get('/api/obsidian/search?term=me')).json().message).toMatch(
        /^term: must be at least 3 characters/,
      )
      const hits = (await get('/api/obsidian/search?term=memory palace')).json()
      expect(hits[0].title).toBe('Memory palace')
      expect(hits[0].snippet.length).toBeLessThanOrEqual(200)
    })

    it('answers 400, not 500, for note ids past the database integer range', async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await t.app.inject({
          method,
          url: '/api/obsidian/notes/2147483648',
          payload: method === 'PUT' ? { content: 'x' } : undefined,
          headers: { cookie },
        })
        expect(res.statusCode, method).toBe(400)
        expect(res.json().message).toBe('id: must be a note id')
      }
      const sync = await t.app.inject({
        method: 'POST',
        url: '/api/obsidian/sync-agent-zero',
        payload: { noteId: 2147483648 },
        headers: { cookie },
      })
      expect(sync.statusCode).toBe(400)
      expect(sync.json().message).toBe('noteId: must be a note id')
    })

    it('syncs with Agent Zero and teaches the AI engine the notes', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/obsidian/sync-agent-zero',
        payload: {},
        headers: { cookie },
      })
      expect(res.json().notesObserved).toBe(7)
      expect(res.json().consciousnessInsights.length).toBeGreaterThan(0)
      expect((await get('/api/obsidian/vaults')).json()[0]).toMatchObject({
        agentZeroIntegrated: true,
        consciousnessMapped: true,
      })
      expect((await knowledgeSearch(t, 'memory palace rooms'))[0]?.passage.title).toBe(
        'Memory palace',
      )
    })
  })

  describe('changing the sample vault', () => {
    // An app each: these write, rename and delete the vault's files or stop its watcher.
    beforeEach(start)
    afterEach(() => t.close())

    it('creates a note as a Markdown file Obsidian reads, never overwriting', async () => {
      const res = await create({
        title: 'Dream journal',
        content: 'Links to [[Memory palace]] #dreams',
        tags: ['night', 'dreams'],
        vault: 'codex-notes',
      })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({
        title: 'Dream journal',
        path: 'Dream journal.md',
        connections: ['Memory palace'],
      })
      // Plain Obsidian Markdown: front matter only for what the body cannot say (the tag
      // `night`); the level and creation time stay in the index.
      const text = fs.readFileSync(path.join(vaultDir(), 'Dream journal.md'), 'utf8')
      expect(text).toBe(
        '---\ntags:\n  - night\n---\n# Dream journal\n\nLinks to [[Memory palace]] #dreams\n',
      )
      expect(parseNote(text).tags).toEqual(['night', 'dreams'])
      const twin = await create({
        title: 'Dream journal',
        content: 'another',
        vault: 'codex-notes',
      })
      expect(twin.json().path).toBe('Dream journal (2).md')
      expect(fs.readFileSync(path.join(vaultDir(), 'Dream journal.md'), 'utf8')).toMatch(
        /Memory palace/,
      )
    })

    it('keeps titles from escaping the vault', async () => {
      const nul = await create({ title: 'nul\u0000byte', content: 'x', vault: 'codex-notes' })
      expect(nul.statusCode).toBe(400)
      expect(nul.json().message).toMatch(/^title: must not contain NUL/)
      for (const title of ['../escape', '/etc/passwd', '..\\..\\win']) {
        const res = await create({ title, content: 'x', vault: 'codex-notes' })
        expect(res.statusCode, title).toBe(201)
        expect(res.json().path).not.toMatch(/\.\.|\/|\\/)
      }
      expect(fs.readdirSync(t.app.config.vaultsDir).sort()).toEqual([
        '.humancodex-vaults',
        'codex-notes',
      ])
      expect((await create({ title: 'x', vault: '../outside' })).statusCode).toBe(404)
    })

    it('edits, renames and deletes through the files; needs a signed-in user', async () => {
      expect((await create({ title: 'Nope', vault: 'codex-notes' }, {})).statusCode).toBe(401)
      const note = (await create({ title: 'Draft', content: 'first', vault: 'codex-notes' })).json()
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/obsidian/notes/${note.id}`,
        payload: { title: 'Final', content: 'second [[Agent Zero]]' },
        headers: { cookie },
      })
      expect(edited.json()).toMatchObject({
        title: 'Final',
        path: 'Final.md',
        connections: ['Agent Zero'],
      })
      expect(fs.existsSync(path.join(vaultDir(), 'Draft.md'))).toBe(false)
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/obsidian/notes/${edited.json().id}`,
        headers: { cookie },
      })
      expect(removed.statusCode).toBe(204)
      expect(fs.existsSync(path.join(vaultDir(), 'Final.md'))).toBe(false)
    })

    it('re-indexes when a file changes on disk', async () => {
      fs.writeFileSync(
        path.join(vaultDir(), 'Written by Obsidian.md'),
        '# Hello\n\nAbout [[Three layers]] #external',
      )
      const notes = await eventually(
        async () =>
          (await get('/api/obsidian/notes?vault=codex-notes')).json() as { title: string }[],
        (list) => list.some((n) => n.title === 'Written by Obsidian'),
      )
      expect(notes.map((n) => n.title)).toContain('Written by Obsidian')
      fs.rmSync(path.join(vaultDir(), 'Loose thought.md'))
      const after = await eventually(
        async () =>
          (await get('/api/obsidian/notes?vault=codex-notes')).json() as { title: string }[],
        (list) => !list.some((n) => n.title === 'Loose thought'),
      )
      expect(after.map((n) => n.title)).not.toContain('Loose thought')
    })

    it('is checked by Agent Zero: a file missing from the index is reported', async () => {
      const check = async () =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/agent-zero/checks/run',
            payload: { ids: ['vaults'] },
            headers: { cookie },
          })
        ).json()[0]
      expect((await check()).passed).toBe(true)
      await t.app.vaults.stop()
      fs.writeFileSync(path.join(vaultDir(), 'Unindexed.md'), 'x')
      expect(await check()).toMatchObject({
        passed: false,
        detail: 'codex-notes: 1 file(s) not indexed (Unindexed.md)',
      })
      fs.rmSync(path.join(vaultDir(), 'Loose thought.md'))
      expect((await check()).detail).toMatch(
        /^codex-notes: 1 note\(s\) without a file \(Loose thought\.md\); /,
      )
    })
  })
})
