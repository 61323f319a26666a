import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { NoteDetail, NoteSummary } from '@/shared/notes'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

// What the note view needs of the server: attachments for embeds, and writes that keep bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const files: Record<string, string | Buffer> = {
  'Tasks.md': Buffer.from(
    '---\ntags: [t]\n---\nA \0 NUL.\r\n- [ ] first\r\n- [x] second\r\nEnd \0\n',
  ),
  'img/pixel.png': PNG,
  'doc.pdf': Buffer.from('%PDF-1.4\n%%EOF\n'),
  '.obsidian/app.json': '{}',
}

let t: TestApp
let cookie: string
const dir = () => path.join(t.app.config.vaultsDir, 'view')
beforeEach(async () => {
  t = await buildTestApp({ adminUsernames: ['viewer'] })
  for (const [name, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir(), name)), { recursive: true })
    fs.writeFileSync(path.join(dir(), name), bytes)
  }
  fs.mkdirSync(path.join(t.app.config.vaultsDir, 'other'), { recursive: true })
  fs.writeFileSync(path.join(t.app.config.vaultsDir, 'other', 'secret.png'), PNG)
  await t.app.vaults.scan()
  cookie = (await signUp(t, 'viewer')).cookie
})
afterEach(() => t.close())

const tasksNote = async () => {
  const list = (await t.app.inject('/api/obsidian/notes?vault=view')).json() as NoteSummary[]
  const id = list.find((note) => note.path === 'Tasks.md')!.id
  return (await t.app.inject(`/api/obsidian/notes/${id}`)).json() as NoteDetail
}
const file = (vault: string, filePath: string) =>
  t.app.inject(`/api/obsidian/vaults/${vault}/file?path=${encodeURIComponent(filePath)}`)

describe('GET /api/obsidian/vaults/:vault/file', () => {
  it('serves an attachment with its type, inline', async () => {
    const res = await file('view', 'img/pixel.png')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['content-disposition']).toMatch(/^inline/)
    expect(res.rawPayload.equals(PNG)).toBe(true)
    expect((await file('view', 'doc.pdf')).headers['content-type']).toBe('application/pdf')
  })

  it('answers 404 for notes, hidden folders, escapes and missing files, 400 for no path', async () => {
    for (const bad of [
      'Tasks.md',
      '.obsidian/app.json',
      '../other/secret.png',
      'img/none.png',
      'img',
    ])
      expect((await file('view', bad)).statusCode, bad).toBe(404)
    expect((await file('nope', 'img/pixel.png')).statusCode).toBe(404)
    expect((await t.app.inject('/api/obsidian/vaults/view/file')).statusCode).toBe(400)
    expect((await file('view', 'x'.repeat(1001))).statusCode).toBe(400)
  })

  it('never serves a personal vault to another person', async () => {
    const owner = await signUp(t, 'owner')
    const me = { user: owner.user }
    const personal = path.join(t.app.config.vaultsDir, '.personal', String(me.user.id))
    fs.mkdirSync(personal, { recursive: true })
    fs.writeFileSync(path.join(personal, 'mine.png'), PNG)
    const url = `/api/obsidian/vaults/${encodeURIComponent(`.personal/${me.user.id}`)}/file?path=mine.png`
    expect((await t.app.inject({ url, headers: { cookie: owner.cookie } })).statusCode).toBe(200)
    const other = await signUp(t, 'other')
    expect((await t.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(404)
    expect((await t.app.inject({ url })).statusCode).toBe(404)
  })
})

describe('a ticked task and the NUL bytes around it', () => {
  it('changes exactly the one byte of the box, NULs, CRLF and front matter kept', async () => {
    const before = fs.readFileSync(path.join(dir(), 'Tasks.md'))
    const note = await tasksNote()
    expect(note.content).toContain('\uFFFD')
    const offset = note.content.indexOf('[ ]') + 1
    const content = `${note.content.slice(0, offset)}x${note.content.slice(offset + 1)}`
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/obsidian/notes/${note.id}`,
      headers: { cookie },
      payload: { content, version: note.version },
    })
    expect(res.statusCode).toBe(200)
    const after = fs.readFileSync(path.join(dir(), 'Tasks.md'))
    expect(after.length).toBe(before.length)
    const changed = [...after].flatMap((byte, i) => (byte === before[i] ? [] : [i]))
    expect(changed).toHaveLength(1)
    expect(String.fromCharCode(after[changed[0]!]!)).toBe('x')
  })

  it('refuses a tick on a version the file no longer has, changing nothing', async () => {
    const note = await tasksNote()
    const before = fs.readFileSync(path.join(dir(), 'Tasks.md'))
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/obsidian/notes/${note.id}`,
      headers: { cookie },
      payload: { content: note.content.replace('[ ]', '[x]'), version: 'stale' },
    })
    expect(res.statusCode).toBe(409)
    expect(fs.readFileSync(path.join(dir(), 'Tasks.md')).equals(before)).toBe(true)
  })
})
