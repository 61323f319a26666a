import { asc, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { vaultNotes } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

let t: TestApp
let cookie: string
// The reader writes into the sample vault, which takes notes from administrators (decision 130).
beforeEach(async () => {
  t = await buildTestApp({ adminUsernames: ['vault_reader'] })
  cookie = (await signUp(t, 'vault_reader')).cookie
})
afterEach(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })
const titles = (res: { json: () => unknown }) =>
  (res.json() as { title: string }[]).map((note) => note.title)

/** A row for the index (no file) of the sample vault, changed now. */
const indexRow = (path: string, content: string) => ({
  vault: 'codex-notes',
  path,
  title: path.replace(/\.md$/, ''),
  content,
  tags: [],
  links: [],
  consciousnessLevel: 'basic' as const,
  created: new Date(),
  modified: new Date(),
})

/** Rows straight into the index (no files), newer than the sample notes: one statement. */
async function seedNewer(count: number, title: (i: number) => string) {
  const now = Date.now()
  await t.app.database.db.insert(vaultNotes).values(
    Array.from({ length: count }, (_, i) => ({
      vault: 'codex-notes',
      path: `bulk/${title(i)}.md`,
      title: title(i),
      content: `Bulk note ${i}.`,
      tags: ['bulk'],
      links: [],
      consciousnessLevel: 'basic' as const,
      created: new Date(now + i * 1000),
      modified: new Date(now + i * 1000),
    })),
  )
}

describe('GET /api/obsidian/notes?q= finds notes by title, path or tag', () => {
  it('finds the oldest note of a vault of more than 500, which no page of 500 holds', async () => {
    const [oldest] = await t.app.database.db
      .select()
      .from(vaultNotes)
      .orderBy(asc(vaultNotes.modified), asc(vaultNotes.id))
      .limit(1)
    await seedNewer(520, (i) => `Filler ${i} seven`)

    const newest = await get('/api/obsidian/notes?limit=500')
    expect(newest.headers['x-total-count']).toBe('527')
    expect(titles(newest)).not.toContain(oldest!.title)

    const part = oldest!.title.slice(1, -1).toUpperCase()
    const found = await get(`/api/obsidian/notes?q=${encodeURIComponent(` ${part} `)}`)
    expect(found.statusCode).toBe(200)
    expect(titles(found)).toContain(oldest!.title)
    expect(Number(found.headers['x-total-count'])).toBe(titles(found).length)
    expect(found.json()[0]).not.toHaveProperty('content')
    expect(found.json()[0]).toHaveProperty('excerpt')
  })

  it('puts the title that is q first, then titles beginning with it, and pages the rest', async () => {
    await seedNewer(1, () => 'Everything else')
    await seedNewer(40, (i) => `Filler ${i} seven`)
    const first = await get('/api/obsidian/notes?q=EVE')
    expect(first.headers['x-total-count']).toBe('42')
    expect(titles(first)).toHaveLength(25)
    expect(titles(first).slice(0, 3)).toEqual(['Eve', 'Everything else', 'Filler 39 seven'])
    const rest = await get('/api/obsidian/notes?q=EVE&offset=25')
    expect(titles(rest)).toHaveLength(17)
    expect(new Set([...titles(first), ...titles(rest)]).size).toBe(42)
  })

  it('puts a note whose alias is q first, however many titles contain it', async () => {
    await t.app.database.db.insert(vaultNotes).values({
      vault: 'codex-notes',
      path: 'people/adiguno.md',
      title: 'adiguno',
      content: 'A person.',
      tags: [],
      links: [],
      aliases: ['Dian'],
      consciousnessLevel: 'basic' as const,
      created: new Date(0),
      modified: new Date(0),
    })
    await seedNewer(30, (i) => `Obsidian plugin ${i}`)
    await seedNewer(3, (i) => `Diana ${i}`)
    const found = titles(await get('/api/obsidian/notes?q=dian&limit=3'))
    expect(found[0]).toBe('adiguno')
    expect(found.slice(1)).toEqual(['Diana 2', 'Diana 1'])
  })

  it('matches paths and tags, the vault given, and % and _ only as themselves', async () => {
    expect(titles(await get('/api/obsidian/notes?q=entities/')).sort()).toEqual(['Adam', 'Eve'])
    expect(titles(await get('/api/obsidian/notes?q=%23persona')).sort()).toEqual(['Adam', 'Eve'])
    expect(titles(await get('/api/obsidian/notes?q=adam&vault=other'))).toEqual([])
    await seedNewer(1, () => '100% sure_thing')
    expect(titles(await get('/api/obsidian/notes?q=%25'))).toEqual(['100% sure_thing'])
    expect(titles(await get('/api/obsidian/notes?q=e_t'))).toEqual(['100% sure_thing'])
    expect(titles(await get('/api/obsidian/notes?q=zzqx'))).toEqual([])
  })

  it('answers 304 to its own tag until a note changes', async () => {
    const first = await get('/api/obsidian/notes?q=palace')
    expect(titles(first)).toEqual(['Memory palace'])
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect((await get('/api/obsidian/notes?q=palace', { 'if-none-match': etag })).statusCode).toBe(
      304,
    )
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      payload: { title: 'Palace garden', content: 'x', vault: 'codex-notes' },
      headers: { cookie },
    })
    expect(created.statusCode).toBe(201)
    const after = await get('/api/obsidian/notes?q=palace', { 'if-none-match': etag })
    expect(after.statusCode).toBe(200)
    expect(titles(after).sort()).toEqual(['Memory palace', 'Palace garden'])
  })

  it('answers 400 naming q for an empty, blank, long or repeated q', async () => {
    const bad = ['q=', 'q=%20%20', `q=${'a'.repeat(201)}`, 'q=a&q=b']
    for (const query of bad) {
      const res = await get(`/api/obsidian/notes?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toMatch(/^q: must be 1 to 200 characters/)
    }
    expect((await get(`/api/obsidian/notes?q=${'a'.repeat(200)}`)).statusCode).toBe(200)
  })
})

describe('GET /api/obsidian/graph and /insights are cached until a note changes', () => {
  it('keeps the graph and insights made once, with a 304, and remakes them after a write', async () => {
    const graph = await get('/api/obsidian/graph')
    const insights = await get('/api/obsidian/insights')
    expect(graph.json().nodes).toHaveLength(7)
    expect(insights.json().orphans).toEqual(['Loose thought'])
    for (const [url, res] of [
      ['/api/obsidian/graph', graph],
      ['/api/obsidian/insights', insights],
    ] as const) {
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/)
      expect(res.headers['cache-control']).toBe('no-cache')
      const again = await get(url, { 'if-none-match': res.headers.etag as string })
      expect(again.statusCode, url).toBe(304)
      expect(again.body).toBe('')
    }

    // A row changed behind the store's back is not seen: the answers come from the cache.
    await t.app.database.db
      .update(vaultNotes)
      .set({ title: 'Renamed quietly' })
      .where(eq(vaultNotes.title, 'Loose thought'))
    expect((await get('/api/obsidian/graph')).body).toBe(graph.body)
    expect((await get('/api/obsidian/insights')).body).toBe(insights.body)

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      payload: { title: 'Linker', content: 'See [[Loose thought]].', vault: 'codex-notes' },
      headers: { cookie },
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().id as number
    const changed = await get('/api/obsidian/graph', { 'if-none-match': graph.headers.etag! })
    expect(changed.statusCode).toBe(200)
    const { nodes, edges } = changed.json() as {
      nodes: { id: number; title: string }[]
      edges: { from: number; to: number }[]
    }
    expect(nodes.map((node) => node.title)).toEqual(
      expect.arrayContaining(['Linker', 'Renamed quietly']),
    )
    const target = nodes.find((node) => node.title === 'Renamed quietly')!.id
    expect(edges).toContainEqual({ from: id, to: target })
    const found = await get('/api/obsidian/insights', { 'if-none-match': insights.headers.etag! })
    expect(found.statusCode).toBe(200)
    expect(found.json().orphans).toEqual([])
  })

  it('remakes the insights after an Agent Zero sync', async () => {
    const profound = async () => {
      const { insights } = (await get('/api/obsidian/insights')).json() as { insights: string[] }
      return Number(insights.join(' ').match(/(\d+) notes? reach(?:es)? a profound/)?.[1] ?? 0)
    }
    const before = await profound()
    expect(before).toBeGreaterThan(0)
    const [loose] = await t.app.database.db
      .select({ id: vaultNotes.id })
      .from(vaultNotes)
      .where(eq(vaultNotes.title, 'Loose thought'))
    const sync = await t.app.inject({
      method: 'POST',
      url: '/api/obsidian/sync-agent-zero',
      payload: { noteId: loose!.id, consciousnessLevel: 'profound' },
      headers: { cookie },
    })
    expect(sync.statusCode).toBe(200)
    expect(await profound()).toBe(before + 1)
  })
})

describe('GET /api/obsidian/search', () => {
  it('answers summaries with a snippet, not bodies', async () => {
    const hits = (await get('/api/obsidian/search?term=memory palace')).json() as Record<
      string,
      unknown
    >[]
    expect(hits[0]).toMatchObject({ title: 'Memory palace', rank: expect.any(Number) })
    for (const hit of hits) {
      expect(hit).not.toHaveProperty('content')
      expect(hit.excerpt).toEqual(expect.any(String))
      expect(hit.snippet).toEqual(expect.any(String))
    }
    expect(hits[0]!.excerpt).toMatch(/^A memory palace places what you learn/)
  })

  it('cuts the snippet of a long note from where the word is, however far in', async () => {
    const filler = 'Quiet filler sentence about nothing much. '.repeat(2_000)
    await t.app.database.db
      .insert(vaultNotes)
      .values(
        indexRow(
          'Long index.md',
          `${filler}The zeppelins landed at dawn over the harbour.\n${filler}`,
        ),
      )
    const hits = (await get('/api/obsidian/search?term=zeppelin')).json() as {
      title: string
      snippet: string
    }[]
    expect(hits.map((hit) => hit.title)).toEqual(['Long index'])
    expect(hits[0]!.snippet).toMatch(/zeppelins landed at dawn/)
  })

  it('finds where the word is written with a capital or in capitals, for the snippet', async () => {
    const filler = 'Quiet filler sentence about nothing much. '.repeat(2_000)
    await t.app.database.db
      .insert(vaultNotes)
      .values([
        indexRow('Capital.md', `${filler}Zeppelins landed at dawn over the harbour.\n${filler}`),
        indexRow('Shouted.md', `${filler}ZEPPELINS LANDED AT DAWN OVER THE HARBOUR.\n${filler}`),
      ])
    const hits = (await get('/api/obsidian/search?term=zeppelin')).json() as {
      title: string
      snippet: string
    }[]
    expect(Object.fromEntries(hits.map((hit) => [hit.title, hit.snippet]))).toEqual({
      Capital: expect.stringMatching(/Zeppelins landed at dawn/),
      Shouted: expect.stringMatching(/ZEPPELINS LANDED AT DAWN/),
    })
  })
})
