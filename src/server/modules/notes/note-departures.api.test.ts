import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { vaultNoteDepartures, vaultNotes } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { claimDepartures, forgetDepartures, recordDepartures } from './note-departures'

const pgUrl = process.env.DATABASE_URL || ''

const opened: TestApp[] = []
afterEach(async () => {
  // The first opened owns the schema (dropped on close) and the vault folder: closed last.
  for (const t of opened.splice(0).reverse()) await t.close().catch(() => {})
})

async function open(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const t = await buildTestApp(overrides)
  opened.push(t)
  return t
}

const departed = (file: string, id: number, at = new Date()) => ({
  vault: 'v',
  path: file,
  noteId: id,
  version: `hash-${id}`,
  consciousnessLevel: 'basic' as const,
  created: new Date('2026-01-01T00:00:00Z'),
  departedAt: at,
})

describe('departed notes (note-departures.ts)', () => {
  it('gives a departed note back once, by path, and never an id in use again', async () => {
    const { db } = (await open()).app.database
    const created = new Date('2025-03-04T05:06:07Z')
    await recordDepartures(db, 'v', [
      { path: 'A.md', id: 900_001, version: 'a', consciousnessLevel: 'profound', created },
      { path: 'B.md', id: 900_002, version: 'b', consciousnessLevel: 'basic', created },
    ])
    // Another vault's departure at the same path is another note.
    await recordDepartures(db, 'w', [
      { path: 'A.md', id: 900_003, version: 'c', consciousnessLevel: 'basic', created },
    ])
    // B's id is in use again (say, another instance brought it back elsewhere).
    await db.insert(vaultNotes).overridingSystemValue().values({
      id: 900_002,
      vault: 'v',
      path: 'Elsewhere.md',
      title: 'Elsewhere',
      content: '',
      tags: [],
      links: [],
      consciousnessLevel: 'basic',
      created,
      modified: created,
    })

    const back = await claimDepartures(db, 'v', ['A.md', 'B.md', 'New.md'])
    expect([...back]).toEqual([['A.md', { id: 900_001, consciousnessLevel: 'profound', created }]])
    expect((await claimDepartures(db, 'v', ['A.md'])).size).toBe(0)
    const left = await db.select().from(vaultNoteDepartures)
    expect(left.map((row) => [row.vault, row.path, row.noteId])).toEqual([['w', 'A.md', 900_003]])
  })

  it('forgets departures past their age, and the oldest beyond the number kept per vault', async () => {
    const { db } = (await open()).app.database
    const now = new Date('2026-12-01T00:00:00Z')
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
    await db
      .insert(vaultNoteDepartures)
      .values([
        departed('Old.md', 1, daysAgo(11)),
        departed('Recent 1.md', 2, daysAgo(3)),
        departed('Recent 2.md', 3, daysAgo(2)),
        departed('Recent 3.md', 4, daysAgo(1)),
        { ...departed('Other 1.md', 5, daysAgo(5)), vault: 'w' },
        { ...departed('Other 2.md', 6, daysAgo(4)), vault: 'w' },
        { ...departed('Other 3.md', 7, daysAgo(3)), vault: 'w' },
        { ...departed('Alone.md', 8, daysAgo(9)), vault: 'x' },
      ])
    expect(await forgetDepartures(db, { days: 10, perVault: 2 }, now)).toBe(3)
    const left = await db.select().from(vaultNoteDepartures)
    expect(left.map((row) => `${row.vault}/${row.path}`).sort()).toEqual([
      'v/Recent 2.md',
      'v/Recent 3.md',
      'w/Other 2.md',
      'w/Other 3.md',
      'x/Alone.md',
    ])
    expect(await forgetDepartures(db, { days: 10, perVault: 2 }, now)).toBe(0)
  })

  it('forgets a person’s departed notes with their account', async () => {
    const t = await open()
    const { cookie, user } = await signUp(t, 'leaver')
    const vault = `.personal/${user.id}`
    await t.app.database.db
      .insert(vaultNoteDepartures)
      .values([{ ...departed('My secret plan.md', 7), vault }, departed('Shared.md', 8)])
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: 'long-enough-password' },
    })
    expect(res.statusCode, res.body).toBeLessThan(300)
    const left = await t.app.database.db.select().from(vaultNoteDepartures)
    expect(left.map((row) => row.vault)).toEqual(['v'])
  })

  it('does not give a new note created through the app a departed note’s id', async () => {
    const t = await open({ adminUsernames: ['maker'] })
    const { cookie } = await signUp(t, 'maker')
    const { db } = t.app.database
    await db
      .insert(vaultNoteDepartures)
      .values({ ...departed('Fresh idea.md', 900_010), vault: 'codex-notes' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/obsidian/notes',
      headers: { cookie },
      payload: { title: 'Fresh idea', content: 'x', vault: 'codex-notes' },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().id).not.toBe(900_010)
    expect(
      await db
        .select()
        .from(vaultNoteDepartures)
        .where(eq(vaultNoteDepartures.vault, 'codex-notes')),
    ).toEqual([])
  })
})

/** Two instances watching one vault folder over one PostgreSQL schema (decision 137). */
describe.skipIf(!pgUrl)('a file gone and back with two instances watching', () => {
  it('keeps its note’s id, whichever instance sees it go or come back', async () => {
    const first = await open()
    const second = await open({
      databaseSchema: first.app.config.databaseSchema!,
      vaultsDir: first.app.config.vaultsDir,
    })
    const { db } = first.app.database
    const dir = path.join(first.app.config.vaultsDir, 'codex-notes')
    const [note] = await db
      .select({ id: vaultNotes.id, path: vaultNotes.path })
      .from(vaultNotes)
      .where(eq(vaultNotes.vault, 'codex-notes'))
      .limit(1)
    const file = path.join(dir, note!.path)
    const bytes = fs.readFileSync(file)
    const rowAt = async () =>
      (
        await db
          .select({ id: vaultNotes.id })
          .from(vaultNotes)
          .where(eq(vaultNotes.path, note!.path))
      ).map((row) => row.id)
    const settled = async (expected: number[]) => {
      await vi.waitFor(async () => expect(await rowAt()).toEqual(expected), {
        timeout: 20_000,
        interval: 100,
      })
      // Both instances have caught up with the folder.
      await first.app.vaults.scan()
      await second.app.vaults.scan()
      expect(await rowAt()).toEqual(expected)
    }

    fs.rmSync(file)
    await settled([])
    fs.writeFileSync(file, Buffer.concat([bytes, Buffer.from('\nBack, edited.\n')]))
    await settled([note!.id])
    for (const t of [first, second]) {
      const res = await t.app.inject(`/api/obsidian/notes/${note!.id}`)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().content).toContain('Back, edited.')
    }
    // Two app starts and two rounds of watching: a loaded machine takes more than the default.
  }, 90_000)
})
