import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { NoteDetail, NoteSummary } from '@/shared/notes'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

// A vault built on properties, as kepano's is: categories and people are links in front matter.
const files: Record<string, string | Buffer> = {
  'Books.md': '---\ntags: [categories]\n---\nBooks I read.\n',
  'Steph Ango.md': '---\naliases: [kepano]\n---\nA person.\n',
  'Dune.md': [
    '---',
    'categories:',
    '  - "[[Books]]"',
    'author: "[[Steph Ango]]"',
    'rating: 5',
    'read: true',
    'started: 2026-01-02',
    '---',
    'Also see [[kepano]] and [[Missing]].',
  ].join('\n'),
  'Template.md': '---\ndate: {{date}}\ntags: [template]\nup: "[[Books]]"\n---\nFrom [[Dune]].\n',
  'Binary.md': Buffer.from('Has a \0 NUL and [[Dune]].\n'),
}

let t: TestApp
let cookie: string
let ids: Map<string, number>
beforeEach(async () => {
  // A shared vault: only administrators and its editors save there (decision 130).
  t = await buildTestApp({ adminUsernames: ['saver'] })
  for (const [name, text] of Object.entries(files)) {
    const full = path.join(t.app.config.vaultsDir, 'props', name)
    fs.mkdirSync(path.dirname(full), { recursive: true })
    fs.writeFileSync(full, text)
  }
  await t.app.vaults.scan()
  cookie = (await signUp(t, 'saver')).cookie
  const list = (await t.app.inject('/api/obsidian/notes?vault=props&limit=500')).json()
  ids = new Map((list as NoteSummary[]).map((note) => [note.path, note.id]))
})
afterEach(() => t.close())

const detail = async (file: string) =>
  (await t.app.inject(`/api/obsidian/notes/${ids.get(file)}`)).json() as NoteDetail

describe('properties as Obsidian reads them', () => {
  it('counts links in property values in links, backlinks and the graph', async () => {
    const dune = await detail('Dune.md')
    expect(dune.connections).toEqual(['Books', 'Steph Ango', 'kepano', 'Missing'])
    expect((await detail('Books.md')).backlinks.map((note) => note.title)).toEqual(['Dune'])
    expect((await detail('Steph Ango.md')).backlinks.map((note) => note.title)).toEqual(['Dune'])
    const graph = (await t.app.inject('/api/obsidian/graph')).json() as {
      edges: { from: number; to: number }[]
    }
    expect(graph.edges).toContainEqual({ from: ids.get('Dune.md'), to: ids.get('Books.md') })
  })

  it('reports each property’s type', async () => {
    expect((await detail('Dune.md')).properties).toEqual([
      { name: 'categories', type: 'list' },
      { name: 'author', type: 'text' },
      { name: 'rating', type: 'number' },
      { name: 'read', type: 'checkbox' },
      { name: 'started', type: 'date' },
    ])
  })

  it('leaves a bare alias unresolved with a suggestion, and lists it as broken', async () => {
    const kepano = (await detail('Dune.md')).links.find((link) => link.target === 'kepano')
    expect(kepano).toEqual({
      target: 'kepano',
      id: null,
      title: null,
      attachment: null,
      suggestion: { id: ids.get('Steph Ango.md'), title: 'Steph Ango' },
    })
    const insights = (await t.app.inject('/api/obsidian/insights')).json() as {
      brokenLinks: { from: string; to: string }[]
    }
    expect(insights.brokenLinks).toEqual(
      expect.arrayContaining([
        { from: 'Dune', to: 'kepano' },
        { from: 'Dune', to: 'Missing' },
      ]),
    )
  })

  it('takes nothing from YAML Obsidian refuses, and never rewrites the file', async () => {
    const template = await detail('Template.md')
    expect(template.frontMatterWarning).toMatch(/not valid YAML/)
    expect(template).toMatchObject({ tags: [], properties: [], connections: ['Dune'] })
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/obsidian/notes/${template.id}`,
      payload: { content: template.content, version: template.version },
      headers: { cookie },
    })
    expect(saved.statusCode).toBe(200)
    expect(fs.readFileSync(path.join(t.app.config.vaultsDir, 'props', 'Template.md'), 'utf8')).toBe(
      files['Template.md'],
    )
  })

  it('indexes a note with NUL bytes as text, with a warning, the file kept', async () => {
    const binary = await detail('Binary.md')
    expect(binary.contentWarning).toMatch(/1 NUL byte/)
    expect(binary.content).toBe('Has a \uFFFD NUL and [[Dune]].\n')
    expect(binary.connections).toEqual(['Dune'])
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/obsidian/notes/${binary.id}`,
      payload: { content: binary.content, version: binary.version },
      headers: { cookie },
    })
    expect(saved.statusCode).toBe(200)
    expect(fs.readFileSync(path.join(t.app.config.vaultsDir, 'props', 'Binary.md'))).toEqual(
      files['Binary.md'],
    )
  })
})
