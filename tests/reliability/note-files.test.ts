import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '@/server/test/build-test-app'
import { signUp } from '@/server/test/helpers'

/** Note files and names: long titles in any script, renames, and the integrity audit. */
describe('note files and names', () => {
  let t: TestApp
  let cookie: string
  const vaultDir = () => path.join(t.app.config.vaultsDir, 'codex-notes')
  const create = (title: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      headers: { cookie },
      payload: { title, content: 'Body', vault: 'codex-notes' },
    })
  const save = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/obsidian/notes/${id}`, headers: { cookie }, payload })

  beforeEach(async () => {
    // The integrity checks are for administrators.
    t = await buildTestApp({ adminUsernames: ['files-owner'] })
    cookie = (await signUp(t, 'files-owner')).cookie
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await t.close()
  })

  it('creates notes with 80 to 120 characters of CJK, emoji or accents in the title', async () => {
    const titles = [
      '知识'.repeat(40),
      '長いタイトル'.repeat(20),
      '😀'.repeat(120),
      'é'.repeat(120),
      'ㄱ'.repeat(100) + '/..\\:*?',
    ]
    for (const title of titles) {
      const res = await create(title)
      expect(res.statusCode, title).toBe(201)
      const file = res.json().path as string
      expect(Buffer.byteLength(path.basename(file)), title).toBeLessThanOrEqual(255)
      expect(fs.existsSync(path.join(vaultDir(), file)), title).toBe(true)
      expect(res.json().title).toBe(title)
      // The same title twice: a second, unique file.
      const twin = await create(title)
      expect(twin.statusCode).toBe(201)
      expect(twin.json().path).not.toBe(file)
    }
  })

  it('renames to a long title, keeps the id, and later edits still save', async () => {
    const note = (await create('Short')).json()
    const long = '漢字'.repeat(50)
    const renamed = await save(note.id, { title: long, content: 'Edited', version: note.version })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ id: note.id, title: long })
    expect(fs.existsSync(path.join(vaultDir(), 'Short.md'))).toBe(false)
    const again = await save(note.id, { content: 'Edited again', version: renamed.json().version })
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(note.id)
    expect((await t.app.inject(`/api/obsidian/notes/${note.id}`)).json().title).toBe(long)
  })

  it('leaves the note as it was when the write after a rename fails', async () => {
    const note = (await create('Before rename')).json()
    const before = fs.readFileSync(path.join(vaultDir(), 'Before rename.md'))
    vi.spyOn(fs.promises, 'writeFile').mockRejectedValueOnce(
      Object.assign(new Error('disk full'), { code: 'ENOSPC' }),
    )
    const res = await save(note.id, {
      title: 'After rename',
      content: 'New',
      version: note.version,
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(500)
    expect(fs.readFileSync(path.join(vaultDir(), 'Before rename.md'))).toEqual(before)
    expect(fs.existsSync(path.join(vaultDir(), 'After rename.md'))).toBe(false)
    const kept = (await t.app.inject(`/api/obsidian/notes/${note.id}`)).json()
    expect(kept).toMatchObject({ id: note.id, title: 'Before rename', path: 'Before rename.md' })
    const retried = await save(note.id, {
      title: 'After rename',
      content: 'New',
      version: kept.version,
    })
    expect(retried.statusCode).toBe(200)
  })

  it('keeps the id when a file is renamed outside the app', async () => {
    const note = (await create('Moved outside')).json()
    await t.app.vaults.stop()
    fs.renameSync(path.join(vaultDir(), 'Moved outside.md'), path.join(vaultDir(), 'Moved here.md'))
    await t.app.vaults.scan()
    const moved = (await t.app.inject(`/api/obsidian/notes/${note.id}`)).json()
    expect(moved).toMatchObject({ id: note.id, path: 'Moved here.md' })
  })

  it('has the integrity audit report a note whose file is missing', async () => {
    const check = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/agent-zero/checks/run',
        payload: { ids: ['vaults'] },
        headers: { cookie },
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json()[0] as { passed: boolean; detail: string }
    }
    expect((await check()).passed).toBe(true)
    await t.app.vaults.stop()
    fs.rmSync(path.join(vaultDir(), 'Loose thought.md'))
    const result = await check()
    expect(result.passed).toBe(false)
    expect(result.detail).toMatch(/1 note\(s\) without a file \(Loose thought\.md\)/)
  })
})
