import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Note, NoteDetail, NoteSummary } from '@/shared/notes'
import { buildTestApp, type TestApp } from '@/server/test/build-test-app'
import { signUp } from '@/server/test/helpers'

const LINKERS = 1000

/** Each link form to the hub note, as written before and after the rename. */
const FORMS: [string, string][] = [
  ['[[Target note]]', '[[Renamed note]]'],
  ['[[Target note|shown text]]', '[[Renamed note|shown text]]'],
  ['[[target note#A heading]]', '[[Renamed note#A heading]]'],
  ['![[Target note#^block-1]]', '![[Renamed note#^block-1]]'],
  ['[[hub/Target note]]', '[[hub/Renamed note]]'],
  ['[[hub/Target note.md|x]]', '[[hub/Renamed note.md|x]]'],
  ['[md](hub/Target%20note.md)', '[md](hub/Renamed%20note.md)'],
  ['[md](<hub/Target note.md#Sec>)', '[md](<hub/Renamed note.md#Sec>)'],
  ['| [[Target note\\|cell]] | b |', '| [[Renamed note\\|cell]] | b |'],
]
const NOISE = ['', 'é ü ß', '知识 ノート', '😀 🚀', '\t tabs \t', '%% [[Target note]] %%']

/** A linking note: the link in one form among bytes that must stay as they are. */
function linker(i: number, after: boolean) {
  const nl = i % 2 ? '\r\n' : '\n'
  const [old, renamed] = FORMS[i % FORMS.length]!
  const front =
    i % 7 === 0
      ? `---${nl}up: "${after ? '[[Renamed note]]' : '[[Target note]]'}"${nl}---${nl}`
      : ''
  const table = old.startsWith('|') ? `${nl}| a | b |${nl}|---|---|${nl}` : ''
  return [
    `${front}# Linker ${i} ${NOISE[i % NOISE.length]}`,
    `${table}${after ? renamed : old}`,
    '',
    '`[[Target note]]` and [[Other]] and Target note as plain text',
    '```',
    '[[Target note]]',
    '```',
    '',
  ].join(nl)
}

describe('renaming a note with a thousand linkers (decision 201)', () => {
  let t: TestApp
  let cookie: string
  const dir = () => path.join(t.app.config.vaultsDir, 'big')
  const file = (name: string) => path.join(dir(), name)

  beforeEach(async () => {
    t = await buildTestApp({ adminUsernames: ['big-renamer'] })
    fs.mkdirSync(path.join(dir(), 'hub'), { recursive: true })
    fs.mkdirSync(path.join(dir(), 'notes'), { recursive: true })
    fs.writeFileSync(file('hub/Target note.md'), 'The hub. [[Target note#Self]]\n')
    fs.writeFileSync(file('Other.md'), 'Another note.\n')
    for (let i = 0; i < LINKERS; i++) fs.writeFileSync(file(`notes/L${i}.md`), linker(i, false))
    await t.app.vaults.scan()
    cookie = (await signUp(t, 'big-renamer')).cookie
  }, 300_000)
  afterEach(async () => {
    vi.restoreAllMocks()
    await t.close()
  })

  const hub = async (notePath: string) => {
    const q = encodeURIComponent(path.posix.basename(notePath, '.md'))
    const list = (await t.app.inject(`/api/obsidian/notes?vault=big&q=${q}&limit=500`)).json()
    const id = (list as NoteSummary[]).find((note) => note.path === notePath)!.id
    return (await t.app.inject(`/api/obsidian/notes/${id}`)).json() as NoteDetail
  }
  const rename = (note: NoteDetail) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/obsidian/notes/${note.id}`,
      headers: { cookie },
      payload: { title: 'Renamed note', content: note.content, version: note.version },
    })

  it('rewrites every link and keeps every other byte of every file', async () => {
    const before = await hub('hub/Target note.md')
    expect(before.backlinks).toHaveLength(LINKERS)
    const started = performance.now()
    const res = await rename(before)
    const took = performance.now() - started
    expect(res.statusCode).toBe(200)
    expect((res.json() as Note).renamedLinks).toMatchObject({
      updatedNotes: LINKERS + 1,
      notChanged: [],
    })
    for (let i = 0; i < LINKERS; i++)
      expect(fs.readFileSync(file(`notes/L${i}.md`), 'utf8'), `L${i}`).toBe(linker(i, true))
    expect(fs.readFileSync(file('hub/Renamed note.md'), 'utf8')).toBe(
      'The hub. [[Renamed note#Self]]\n',
    )
    expect(fs.readFileSync(file('Other.md'), 'utf8')).toBe('Another note.\n')
    expect(fs.existsSync(file('hub/Target note.md'))).toBe(false)
    const after = await hub('hub/Renamed note.md')
    expect(after.id).toBe(before.id)
    expect(after.backlinks).toHaveLength(LINKERS)
    console.info(`rename with ${LINKERS} linkers: ${Math.round(took)} ms`)
  }, 300_000)

  it('changes no file when a write fails half way, and the note keeps its name', async () => {
    const before = await hub('hub/Target note.md')
    const original = new Map(
      [...Array(LINKERS).keys()].map((i) => [i, fs.readFileSync(file(`notes/L${i}.md`))]),
    )
    const rename = fs.promises.rename.bind(fs.promises)
    let calls = 0
    vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => {
      if (++calls === 500) throw Object.assign(new Error('disk gone'), { code: 'EIO' })
      return rename(from, to)
    })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/obsidian/notes/${before.id}`,
      headers: { cookie },
      payload: { title: 'Renamed note', content: before.content, version: before.version },
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(500)
    vi.restoreAllMocks()
    for (const [i, bytes] of original)
      expect(fs.readFileSync(file(`notes/L${i}.md`)), `L${i}`).toEqual(bytes)
    expect(fs.existsSync(file('hub/Target note.md'))).toBe(true)
    expect(fs.existsSync(file('hub/Renamed note.md'))).toBe(false)
    expect(
      fs.readdirSync(path.join(dir(), 'notes')).filter((name) => name.endsWith('.tmp')),
    ).toEqual([])
    expect((await hub('hub/Target note.md')).backlinks).toHaveLength(LINKERS)
  }, 300_000)
})
