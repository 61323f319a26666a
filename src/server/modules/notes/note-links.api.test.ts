import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { NoteDetail, NoteSummary } from '@/shared/notes'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { writeObsidianVault } from '../../test/obsidian-vault'

let t: TestApp
let ids: Map<string, number>
// One app for the file: the tests read the vault; the one that adds a note runs after those
// that list every note.
beforeAll(async () => {
  t = await buildTestApp()
  writeObsidianVault(t.app.config.vaultsDir)
  await t.app.vaults.scan()
  const list = (await t.app.inject('/api/obsidian/notes?vault=shapes&limit=500')).json()
  ids = new Map((list as NoteSummary[]).map((note) => [note.path, note.id]))
})
afterAll(() => t.close())

const detail = async (path: string) => {
  const res = await t.app.inject({ url: `/api/obsidian/notes/${ids.get(path)}` })
  expect(res.statusCode).toBe(200)
  return res.json() as NoteDetail
}
/** Where each link of a note leads, by path: a note's, `file:` an attachment's, or null. */
const resolved = async (path: string) =>
  Object.fromEntries(
    (await detail(path)).links.map((link) => [
      link.target,
      link.attachment
        ? `file:${link.attachment}`
        : link.id === null
          ? null
          : [...ids].find(([, id]) => id === link.id)![0],
    ]),
  )

describe('links resolve by Obsidian’s rules (docs/obsidian-links.md)', () => {
  it('indexes every note of a vault shaped like real ones, and no attachment as a note', () => {
    expect([...ids.keys()].sort()).toEqual(
      [
        'Archive/Projects/Plan.md',
        'Artificial intelligence.md',
        'Broken front matter.md',
        'Café.md',
        'Deep/Note B.md',
        'Drawing.excalidraw.md',
        'Home.md',
        'Note A.md',
        'Other/Elsewhere.md',
        'Plugins/Core plugins.md',
        'Plugins/Templates.md',
        'Projects/Plan.md',
        'Templates.md',
        '日本語/ノート.md',
      ].sort(),
    )
  })

  it('reads every link form: aliases, headings, blocks, tables, paths, embeds, unicode', async () => {
    expect(await resolved('Home.md')).toEqual({
      'Note A': 'Note A.md',
      'note a': 'Note A.md',
      'Projects/Plan': 'Projects/Plan.md',
      'Plan.md': 'Projects/Plan.md',
      'Deep/Note B': 'Deep/Note B.md',
      Templates: 'Templates.md',
      'diagram.png': 'file:assets/diagram.png',
      'manual.pdf': 'file:docs/manual.pdf',
      'missing.png': null,
      // A bare alias is unresolved in Obsidian (its detail suggests the note instead).
      AI: null,
      ノート: '日本語/ノート.md',
      café: 'Café.md',
      Ghost: null,
    })
    // `[[Note A#…]]` and the table's `[[Deep/Note B\|B]]` are paths already listed; code,
    // fences and comments hold none.
    expect((await detail('Home.md')).connections).toHaveLength(13)
  })

  it('prefers the linking note’s folder, then the shortest path, for duplicate names', async () => {
    expect(await resolved('Plugins/Core plugins.md')).toEqual({
      Templates: 'Plugins/Templates.md',
    })
    expect(await resolved('Other/Elsewhere.md')).toEqual({
      Templates: 'Templates.md',
      'Archive/Projects/Plan': 'Archive/Projects/Plan.md',
    })
    expect(await resolved('Deep/Note B.md')).toEqual({
      'Note A': 'Note A.md',
      Plan: 'Projects/Plan.md',
    })
    expect(await resolved('Projects/Plan.md')).toEqual({ Plan: 'Projects/Plan.md' })
  })

  it('lists backlinks where the links lead: once per note, never to the other twin', async () => {
    const titles = async (path: string) =>
      (await detail(path)).backlinks.map((entry) => entry.title).sort()
    expect(await titles('Templates.md')).toEqual(['Elsewhere', 'Home'])
    expect(await titles('Plugins/Templates.md')).toEqual(['Core plugins'])
    expect(await titles('Projects/Plan.md')).toEqual(['Home', 'Note B'])
    expect(await titles('Archive/Projects/Plan.md')).toEqual(['Elsewhere'])
    expect(await titles('Home.md')).toEqual(['Café', 'Drawing.excalidraw', 'Note A', 'ノート'])
    expect(await titles('Note A.md')).toEqual(['Broken front matter', 'Home', 'Note B'])
  })

  it('counts attachments that exist as attachments in the insights, never as broken links', async () => {
    const insights = (await t.app.inject('/api/obsidian/insights')).json() as {
      brokenLinks: { from: string; to: string }[]
    }
    expect(insights.brokenLinks.filter((link) => link.from === 'Home')).toEqual([
      { from: 'Home', to: 'missing.png' },
      { from: 'Home', to: 'AI' },
      { from: 'Home', to: 'Ghost' },
    ])
  })

  it('draws the graph from the same resolution', async () => {
    const graph = (await t.app.inject('/api/obsidian/graph')).json() as {
      edges: { from: number; to: number }[]
    }
    const home = await detail('Home.md')
    expect(graph.edges.filter((edge) => edge.from === home.id).map((edge) => edge.to)).toEqual(
      home.links.flatMap((link) => (link.id === null ? [] : [link.id])),
    )
  })

  it('keeps front matter that is not YAML, with a warning, and still reads the body', async () => {
    const broken = await detail('Broken front matter.md')
    expect(broken.frontMatterWarning).toMatch(/not valid YAML/)
    expect(broken.connections).toEqual(['Note A'])
  })

  it('reads aliases and tags as written, matching them ignoring case', async () => {
    expect(await detail('Artificial intelligence.md')).toMatchObject({
      aliases: ['AI', 'Machine intelligence'],
    })
    expect((await detail('Home.md')).tags).toEqual(['Research', 'area/sub'])
    const find = async (q: string) =>
      (
        (
          await t.app.inject(`/api/obsidian/notes?vault=shapes&q=${encodeURIComponent(q)}`)
        ).json() as NoteSummary[]
      ).map((note) => note.path)
    expect(await find('machine INTELLIGENCE')).toEqual(['Artificial intelligence.md'])
    expect(await find('#research')).toEqual(['Home.md'])
    // A nested tag is found by its parent.
    expect(await find('#area')).toEqual(['Home.md'])
    const search = (
      await t.app.inject('/api/obsidian/search?term=Machine%20intelligence')
    ).json() as NoteSummary[]
    expect(search.map((note) => note.path)).toContain('Artificial intelligence.md')
  })
})

describe('Markdown links count as Obsidian reads them', () => {
  beforeEach(async () => {
    fs.writeFileSync(
      path.join(t.app.config.vaultsDir, 'shapes', 'Plugins', 'Markdown links.md'),
      [
        '[Encoded](../Deep/Note%20B.md) [Angled](<Note A.md#Heading>) [Named](Templates.md)',
        '[Relative](./Core%20plugins.md) ![Picture](diagram.png) [Manual](../docs/manual.pdf)',
        '[Web](https://help.obsidian.md/links) [Own](#Heading) [Gone](Nowhere.md)',
        '`[Code](Home.md)` %% [Comment](Home.md) %%',
      ].join('\n'),
    )
    await t.app.vaults.scan()
    const list = (await t.app.inject('/api/obsidian/notes?vault=shapes&limit=500')).json()
    ids = new Map((list as NoteSummary[]).map((note) => [note.path, note.id]))
  })

  it('resolves relative, encoded and angled paths, attachments, and nothing else', async () => {
    expect(await resolved('Plugins/Markdown links.md')).toEqual({
      '../Deep/Note B.md': 'Deep/Note B.md',
      'Note A.md': 'Note A.md',
      // From the Plugins folder, as a wikilink would: the twin beside it.
      'Templates.md': 'Plugins/Templates.md',
      './Core plugins.md': 'Plugins/Core plugins.md',
      'diagram.png': 'file:assets/diagram.png',
      '../docs/manual.pdf': 'file:docs/manual.pdf',
      'Nowhere.md': null,
    })
    const backlinks = (await detail('Deep/Note B.md')).backlinks.map((entry) => entry.title)
    expect(backlinks).toContain('Markdown links')
    expect((await detail('Home.md')).backlinks.map((entry) => entry.title)).not.toContain(
      'Markdown links',
    )
    const insights = (await t.app.inject('/api/obsidian/insights')).json() as {
      brokenLinks: { from: string; to: string }[]
    }
    expect(insights.brokenLinks.filter((link) => link.from === 'Markdown links')).toEqual([
      { from: 'Markdown links', to: 'Nowhere.md' },
    ])
    const graph = (await t.app.inject('/api/obsidian/graph')).json() as {
      edges: { from: number; to: number }[]
    }
    const from = ids.get('Plugins/Markdown links.md')
    expect(
      graph.edges
        .filter((edge) => edge.from === from)
        .map((edge) => edge.to)
        .sort(),
    ).toEqual(
      ['Deep/Note B.md', 'Note A.md', 'Plugins/Templates.md', 'Plugins/Core plugins.md']
        .map((file) => ids.get(file)!)
        .sort(),
    )
    // The editor asks for links typed since a save by the same rule.
    const typed = await t.app.inject({
      url: '/api/obsidian/links',
      query: { vault: 'shapes', from: 'Plugins/Markdown links.md', target: '../Deep/Note B.md' },
    })
    expect(typed.json()[0]).toMatchObject({ id: ids.get('Deep/Note B.md') })
  })
})

describe('GET /api/obsidian/links resolves typed targets by the same rule', () => {
  const links = (query: string) => t.app.inject({ url: `/api/obsidian/links?${query}` })

  it('answers each target in the order given, from the note being edited', async () => {
    const query = (from?: string) =>
      new URLSearchParams([
        ['vault', 'shapes'],
        ...(from ? [['from', from]] : []),
        ['target', 'TEMPLATES'],
        ['target', 'projects/plan'],
        ['target', 'diagram.png'],
        ['target', 'ai'],
        ['target', 'Adam'],
      ]).toString()
    const res = await links(query('Plugins/Core plugins.md'))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      {
        target: 'TEMPLATES',
        id: ids.get('Plugins/Templates.md'),
        title: 'Templates',
        attachment: null,
        suggestion: null,
      },
      {
        target: 'projects/plan',
        id: ids.get('Projects/Plan.md'),
        title: 'Plan',
        attachment: null,
        suggestion: null,
      },
      {
        target: 'diagram.png',
        id: null,
        title: null,
        attachment: 'assets/diagram.png',
        suggestion: null,
      },
      // A bare alias leads nowhere, as in Obsidian; the note carrying it is suggested.
      {
        target: 'ai',
        id: null,
        title: null,
        attachment: null,
        suggestion: { id: ids.get('Artificial intelligence.md'), title: 'Artificial intelligence' },
      },
      // Adam is a note of codex-notes only: targets do not cross vaults.
      { target: 'Adam', id: null, title: null, attachment: null, suggestion: null },
    ])
    expect((await links(query())).json()[0].id).toBe(ids.get('Templates.md'))
    const one = await links('vault=codex-notes&target=adam')
    expect(one.json()).toEqual([
      {
        target: 'adam',
        id: expect.any(Number),
        title: 'Adam',
        attachment: null,
        suggestion: null,
      },
    ])
  })

  it('refuses a missing vault or target, an empty or long target and more than ten', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `target=t${i}`).join('&')
    const cases: [string, RegExp][] = [
      ['target=Adam', /vault/],
      ['vault=codex-notes', /target/],
      ['vault=codex-notes&target=', /target.*1 to 200 characters/],
      [`vault=codex-notes&${'x'.repeat(0)}from=${'y'.repeat(1001)}&target=a`, /from/],
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
