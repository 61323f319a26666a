import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Note, NoteDetail } from '@/shared/notes'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { writeObsidianVault } from '../../test/obsidian-vault'

let t: TestApp
let cookie: string
const file = (name: string) => path.join(t.app.config.vaultsDir, 'shapes', name)
beforeEach(async () => {
  // Shapes is a shared vault: only administrators and its editors save there (decision 130).
  t = await buildTestApp({ adminUsernames: ['saver'] })
  writeObsidianVault(t.app.config.vaultsDir)
  await t.app.vaults.scan()
  cookie = (await signUp(t, 'saver')).cookie
})
afterEach(() => t.close())

const byPath = async (notePath: string) => {
  const list = (await t.app.inject('/api/obsidian/notes?vault=shapes&limit=500')).json() as Note[]
  const id = list.find((note) => note.path === notePath)!.id
  return (await t.app.inject(`/api/obsidian/notes/${id}`)).json() as NoteDetail
}
const save = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/obsidian/notes/${id}`, headers: { cookie }, payload })

describe('PUT /api/obsidian/notes/:id keeps the user’s file', () => {
  it('leaves every file byte-identical on a save without edits', async () => {
    const list = (await t.app.inject('/api/obsidian/notes?vault=shapes&limit=500')).json() as Note[]
    for (const { path: notePath } of list) {
      const before = fs.readFileSync(file(notePath))
      const note = await byPath(notePath)
      const res = await save(note.id, {
        title: note.title,
        content: note.content,
        tags: note.tags,
        consciousnessLevel: note.consciousnessLevel,
        version: note.version,
      })
      expect(res.statusCode, notePath).toBe(200)
      expect(fs.readFileSync(file(notePath)).equals(before), notePath).toBe(true)
    }
  })

  it('saves a note longer than real index notes, and refuses one over the limit unchanged', async () => {
    const note = await byPath('Note A.md')
    // 840,000 characters of several scripts: 1.2 MB of JSON, over the 1 MiB other requests get.
    const long = `${note.content}\n${'| [[Plugin]] | 插件说明 ✓ "q" |\n'.repeat(30_000)}`
    const saved = await save(note.id, { content: long, tags: note.tags, version: note.version })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(fs.readFileSync(file('Note A.md'), 'utf8').endsWith(long)).toBe(true)
    const before = fs.readFileSync(file('Note A.md'))
    const tooLong = await save(note.id, {
      content: 'x'.repeat(1_000_001),
      version: saved.json().version,
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().message).toBe('content: must be at most 1,000,000 characters')
    expect(fs.readFileSync(file('Note A.md')).equals(before)).toBe(true)
  })

  it('changes only what the edit changed, keeping plugin keys, comments and order', async () => {
    const note = await byPath('Note A.md')
    const before = fs.readFileSync(file('Note A.md'), 'utf8')
    const body = await save(note.id, {
      content: `${note.content}\nOne more line.`,
      tags: note.tags,
      version: note.version,
    })
    expect(body.statusCode).toBe(200)
    expect(fs.readFileSync(file('Note A.md'), 'utf8')).toBe(`${before}\nOne more line.`)
    const tagged = await save(note.id, {
      content: body.json().content,
      tags: [...note.tags, 'Second'],
      consciousnessLevel: 'profound',
      version: body.json().version,
    })
    expect(tagged.json()).toMatchObject({
      tags: ['Reading', 'Second'],
      consciousnessLevel: 'profound',
    })
    expect(fs.readFileSync(file('Note A.md'), 'utf8')).toBe(
      `${before.replace('  - Reading\n', '  - Reading\n  - Second\n')}\nOne more line.`,
    )
  })

  it('keeps the index’s bookkeeping out of files the user did not put it in', async () => {
    const note = await byPath('Templates.md')
    const res = await save(note.id, {
      content: note.content,
      consciousnessLevel: 'enhanced',
      version: note.version,
    })
    expect(res.json().consciousnessLevel).toBe('enhanced')
    expect(fs.readFileSync(file('Templates.md'), 'utf8')).toBe('Root templates.\n')
    // A later change on disk keeps the level the index holds.
    fs.writeFileSync(file('Templates.md'), 'Root templates, edited.\n')
    await t.app.vaults.scan()
    expect((await byPath('Templates.md')).consciousnessLevel).toBe('enhanced')
  })

  it('answers 409 with the current note when the file changed on disk since it was read', async () => {
    const note = await byPath('Café.md')
    await t.app.vaults.stop()
    fs.writeFileSync(file('Café.md'), 'Changed in Obsidian meanwhile.\n')
    const res = await save(note.id, { content: 'My edit', version: note.version })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/^version: /)
    expect(res.json().current).toMatchObject({
      id: note.id,
      content: 'Changed in Obsidian meanwhile.\n',
    })
    expect(fs.readFileSync(file('Café.md'), 'utf8')).toBe('Changed in Obsidian meanwhile.\n')
    const retried = await save(note.id, { content: 'My edit', version: res.json().current.version })
    expect(retried.statusCode).toBe(200)
  })

  it('reads a file another program wrote with the very time of a save', async () => {
    const note = await byPath('Café.md')
    await t.app.vaults.stop()
    const res = await save(note.id, { content: 'My edit\n', version: note.version })
    expect(res.statusCode).toBe(200)
    // The kernel's clock is coarse: a write within the same tick carries the save's time.
    const { mtime } = fs.statSync(file('Café.md'))
    fs.writeFileSync(file('Café.md'), 'Written by Obsidian in the same tick.\n')
    fs.utimesSync(file('Café.md'), mtime, mtime)
    await t.app.vaults.scan()
    const read = await byPath('Café.md')
    expect(read.content).toBe('Written by Obsidian in the same tick.\n')
    expect(read.version).not.toBe(res.json().version)
    // Read again, a file that still holds its row's bytes leaves the note as it was.
    await t.app.vaults.scan()
    expect(await byPath('Café.md')).toEqual(read)
  })

  it('refuses to change properties in front matter that is not YAML, and keeps it', async () => {
    const note = await byPath('Broken front matter.md')
    const before = fs.readFileSync(file('Broken front matter.md'), 'utf8')
    const res = await save(note.id, { content: note.content, tags: ['new'], version: note.version })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^tags: .*not valid YAML/)
    expect(fs.readFileSync(file('Broken front matter.md'), 'utf8')).toBe(before)
    const body = await save(note.id, { content: 'Body only', version: note.version })
    expect(body.statusCode).toBe(200)
    expect(fs.readFileSync(file('Broken front matter.md'), 'utf8')).toBe(
      before.replace(note.content, 'Body only'),
    )
  })
})
