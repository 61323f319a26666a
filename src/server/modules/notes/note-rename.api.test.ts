import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Note, NoteDetail, NoteSummary } from '@/shared/notes'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

const files: Record<string, string> = {
  'Topics/Old name.md': '---\ntags: [x]\n---\nSelf: [[Old name#Top]].\n',
  'A.md': '---\nup: "[[Old name]]"\n---\nSee [[Old name|it]], ![[Old name#^b]] and [[Other]].\n',
  'Deep/B.md': 'Via [md](../Topics/Old%20name.md#Part) and [[Topics/Old name]].\r\n',
  'C.md': '```\n[[Old name]]\n```\n| t |\n|---|\n| [[Old name\\|x]] |\n',
  'Other.md': 'No link here.\n',
}

let t: TestApp
let cookie: string
const file = (name: string) => path.join(t.app.config.vaultsDir, 'rn', name)
beforeEach(async () => {
  t = await buildTestApp({ adminUsernames: ['renamer'] })
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(file(name)), { recursive: true })
    fs.writeFileSync(file(name), text)
  }
  await t.app.vaults.scan()
  cookie = (await signUp(t, 'renamer')).cookie
})
afterEach(() => t.close())

const byPath = async (notePath: string) => {
  const list = (await t.app.inject('/api/obsidian/notes?vault=rn&limit=500')).json()
  const id = (list as NoteSummary[]).find((note) => note.path === notePath)!.id
  return (await t.app.inject(`/api/obsidian/notes/${id}`)).json() as NoteDetail
}
const rename = async (title: string) => {
  const note = await byPath('Topics/Old name.md')
  return t.app.inject({
    method: 'PUT',
    url: `/api/obsidian/notes/${note.id}`,
    headers: { cookie },
    payload: { title, content: note.content, version: note.version },
  })
}

describe('renaming a note updates the links to it (decision 201)', () => {
  it('rewrites every link in its form, keeps every other byte, and keeps the backlinks', async () => {
    const before = (await byPath('Topics/Old name.md')).backlinks.map((b) => b.title).sort()
    const res = await rename('New name')
    expect(res.statusCode).toBe(200)
    const saved = res.json() as Note
    expect(saved.path).toBe('Topics/New name.md')
    expect(saved.renamedLinks).toEqual({
      updatedNotes: 4,
      updatedLinks: 7,
      notChanged: [],
      turnedOff: false,
    })
    expect(fs.readFileSync(file('Topics/New name.md'), 'utf8')).toBe(
      '---\ntags: [x]\n---\nSelf: [[New name#Top]].\n',
    )
    expect(fs.readFileSync(file('A.md'), 'utf8')).toBe(
      '---\nup: "[[New name]]"\n---\nSee [[New name|it]], ![[New name#^b]] and [[Other]].\n',
    )
    expect(fs.readFileSync(file('Deep/B.md'), 'utf8')).toBe(
      'Via [md](../Topics/New%20name.md#Part) and [[Topics/New name]].\r\n',
    )
    expect(fs.readFileSync(file('C.md'), 'utf8')).toBe(
      '```\n[[Old name]]\n```\n| t |\n|---|\n| [[New name\\|x]] |\n',
    )
    expect(fs.readFileSync(file('Other.md'), 'utf8')).toBe(files['Other.md'])
    const after = await byPath('Topics/New name.md')
    expect(after.backlinks.map((b) => b.title).sort()).toEqual(before)
    expect(after.backlinks.map((b) => b.title).sort()).toEqual(['A', 'B', 'C'])
    const insights = (await t.app.inject('/api/obsidian/insights')).json() as {
      brokenLinks: { from: string }[]
    }
    const ours = ['A', 'B', 'C', 'New name', 'Other']
    expect(insights.brokenLinks.filter((link) => ours.includes(link.from))).toEqual([])
  })

  it('resolves the links a save without a rename adds, and only they change', async () => {
    const other = await byPath('Other.md')
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/obsidian/notes/${other.id}`,
      headers: { cookie },
      payload: { content: 'Now [[A]] and [[Old name]] and [[Nowhere]].\n', version: other.version },
    })
    expect(res.statusCode).toBe(200)
    const links = (await byPath('Other.md')).links.map((link) => [link.target, link.title])
    expect(links).toEqual([
      ['A', 'A'],
      ['Old name', 'Old name'],
      ['Nowhere', null],
    ])
    expect((await byPath('A.md')).backlinks.map((b) => b.title)).toEqual(['Other'])
  })

  it('lists a linking note changed on disk since it was read, and leaves it', async () => {
    const changed = 'Edited in Obsidian: [[Old name]]\n'
    // No scan under way: one that stats the file between the write and the restored time below
    // (its stat runs on another thread) would index the change, and the rename then rightly
    // updates the file it knows.
    await t.app.vaults.scan()
    // Changed with its old modification time: a scan does not see it, the save must.
    const { mtime } = fs.statSync(file('Deep/B.md'))
    fs.writeFileSync(file('Deep/B.md'), changed)
    fs.utimesSync(file('Deep/B.md'), new Date(), mtime)
    const res = await rename('New name')
    expect(res.statusCode).toBe(200)
    expect((res.json() as Note).renamedLinks?.notChanged).toEqual([
      { path: 'Deep/B.md', reason: 'the file changed on disk since it was read' },
    ])
    expect(fs.readFileSync(file('Deep/B.md'), 'utf8')).toBe(changed)
  })

  it('leaves links alone when the vault turns it off, and only its writers may', async () => {
    const settings = (payload: unknown, who = cookie) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/obsidian/vaults/rn/settings',
        headers: { cookie: who },
        payload: payload as object,
      })
    const plain = (await signUp(t, 'reader')).cookie
    expect((await settings({ updateLinksOnRename: false }, plain)).statusCode).toBe(403)
    expect((await settings({ updateLinksOnRename: 'no' })).statusCode).toBe(400)
    expect((await t.app.inject('/api/obsidian/vaults/nowhere/settings')).statusCode).toBe(404)
    const off = await settings({ updateLinksOnRename: false })
    expect(off.json()).toEqual({ updateLinksOnRename: false })
    expect((await t.app.inject('/api/obsidian/vaults/rn/settings')).json()).toEqual({
      updateLinksOnRename: false,
    })
    const res = await rename('New name')
    expect((res.json() as Note).renamedLinks).toMatchObject({ turnedOff: true, updatedNotes: 0 })
    expect(fs.readFileSync(file('A.md'), 'utf8')).toBe(files['A.md'])
  })
})
