import { asc, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { NoteDetail } from '@/shared/notes'
import { vaultNotes } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(() => t.close())

const detail = async (id: number) => {
  const res = await t.app.inject({ url: `/api/obsidian/notes/${id}` })
  expect(res.statusCode).toBe(200)
  return res.json() as NoteDetail
}

let clock = Date.now()
/** Rows straight into the index (no files), each newer than the last. */
async function seed(
  notes: { title: string; vault?: string; path?: string; links?: string[] }[],
): Promise<number[]> {
  const rows = await t.app.database.db
    .insert(vaultNotes)
    .values(
      notes.map((note) => {
        const when = new Date((clock += 1000))
        return {
          vault: note.vault ?? 'codex-notes',
          path: note.path ?? `bulk/${note.title}.md`,
          title: note.title,
          content: (note.links ?? []).map((link) => `[[${link}]]`).join(' '),
          tags: [],
          links: note.links ?? [],
          consciousnessLevel: 'basic' as const,
          created: when,
          modified: when,
        }
      }),
    )
    .returning({ id: vaultNotes.id })
  return rows.map((row) => row.id)
}

describe('GET /api/obsidian/notes/:id resolves the note’s [[links]] on the server', () => {
  it('resolves a link to a note older than the newest 500, and a broken one to null', async () => {
    const [oldest] = await t.app.database.db
      .select()
      .from(vaultNotes)
      .where(eq(vaultNotes.vault, 'codex-notes'))
      .orderBy(asc(vaultNotes.modified), asc(vaultNotes.id))
      .limit(1)
    await seed(Array.from({ length: 520 }, (_, i) => ({ title: `Filler ${i}` })))
    const [shown] = await seed([{ title: 'Shown title', path: 'deep/dir/File-name.md' }])
    const [linker] = await seed([
      {
        title: 'Linker',
        links: [oldest!.title.toUpperCase(), 'No such note', 'DEEP/dir/file-name', 'file-name'],
      },
    ])
    const newest = await t.app.inject({ url: '/api/obsidian/notes?limit=500' })
    expect((newest.json() as { id: number }[]).map((note) => note.id)).not.toContain(oldest!.id)

    const note = await detail(linker!)
    expect(note.links).toEqual([
      { target: oldest!.title.toUpperCase(), id: oldest!.id, title: oldest!.title },
      { target: 'No such note', id: null, title: null },
      { target: 'DEEP/dir/file-name', id: shown, title: 'Shown title' },
      { target: 'file-name', id: shown, title: 'Shown title' },
    ])
    expect(note.links.map((link) => link.target)).toEqual(note.connections)
    expect((await detail(oldest!.id)).backlinks).toContainEqual({ id: linker, title: 'Linker' })
    // Named by its path and by its file name, in another case: one backlink, not two.
    expect(await detail(shown!)).toMatchObject({
      links: [],
      backlinks: [{ id: linker, title: 'Linker' }],
    })
  })

  it('resolves within the note’s vault, the newest of equal names first, as backlinks and the graph do', async () => {
    const [olderTwin, newerTwin, otherEve] = await seed([
      { title: 'Twin', vault: 'other' },
      { title: 'Twin', vault: 'other', path: 'b/Twin.md' },
      { title: 'Eve', vault: 'other' },
    ])
    const [linker] = await seed([
      { title: 'Other linker', vault: 'other', links: ['eve', 'Adam', 'twin'] },
    ])
    const note = await detail(linker!)
    // Adam is a note of codex-notes only: links do not cross vaults.
    expect(note.links).toEqual([
      { target: 'eve', id: otherEve, title: 'Eve' },
      { target: 'Adam', id: null, title: null },
      { target: 'twin', id: newerTwin, title: 'Twin' },
    ])

    const backlinked = async (id: number) =>
      (await detail(id)).backlinks.some((entry) => entry.id === linker)
    expect(await backlinked(otherEve!)).toBe(true)
    const [codexEve] = await t.app.database.db
      .select()
      .from(vaultNotes)
      .where(eq(vaultNotes.title, 'Eve'))
      .orderBy(asc(vaultNotes.id))
      .limit(1)
    expect(codexEve!.vault).toBe('codex-notes')
    expect(await backlinked(codexEve!.id)).toBe(false)
    // Backlinks list every note the name fits; the link leads to the newest, as in the graph.
    expect(await backlinked(olderTwin!)).toBe(true)

    const graph = (await t.app.inject({ url: '/api/obsidian/graph' })).json() as {
      edges: { from: number; to: number }[]
    }
    const edges = graph.edges.filter((edge) => edge.from === linker).map((edge) => edge.to)
    expect(edges).toEqual(note.links.flatMap((link) => (link.id === null ? [] : [link.id])))
  })
})

describe('GET /api/obsidian/links resolves typed targets by the same rule', () => {
  const links = (query: string) => t.app.inject({ url: `/api/obsidian/links?${query}` })

  it('answers each target in the order given, within the vault, the newest of equal names first', async () => {
    const [olderTwin, newerTwin] = await seed([
      { title: 'Twin', vault: 'other' },
      { title: 'Twin', vault: 'other', path: 'b/Twin.md' },
    ])
    // Newer notes whose titles hold the name: more than a page of the title search.
    await seed(Array.from({ length: 40 }, (_, i) => ({ title: `Twin ${i}`, vault: 'other' })))
    const res = await links(
      new URLSearchParams([
        ['vault', 'other'],
        ['target', 'TWIN'],
        ['target', 'b/twin'],
        ['target', 'Adam'],
      ]).toString(),
    )
    expect(res.statusCode).toBe(200)
    // Adam is a note of codex-notes only: targets do not cross vaults.
    expect(res.json()).toEqual([
      { target: 'TWIN', id: newerTwin, title: 'Twin' },
      { target: 'b/twin', id: newerTwin, title: 'Twin' },
      { target: 'Adam', id: null, title: null },
    ])
    expect(olderTwin).not.toBe(newerTwin)
    // One target is a plain value, not a list.
    const one = await links('vault=codex-notes&target=adam')
    expect(one.json()).toEqual([{ target: 'adam', id: expect.any(Number), title: 'Adam' }])
  })

  it('refuses a missing vault or target, an empty or long target and more than ten', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `target=t${i}`).join('&')
    const cases: [string, RegExp][] = [
      ['target=Adam', /vault/],
      ['vault=codex-notes', /target/],
      ['vault=codex-notes&target=', /target.*1 to 200 characters/],
      [`vault=codex-notes&target=${'x'.repeat(201)}`, /target.*1 to 200 characters/],
      [`vault=codex-notes&${eleven}`, /target.*at most 10 targets/],
    ]
    for (const [query, message] of cases) {
      const res = await links(query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toMatch(message)
    }
  })
})
