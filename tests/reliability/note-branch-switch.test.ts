/**
 * A vault kept in git, switched to another branch and back (`git checkout other && git checkout
 * main`) while the app serves it (issue 57, item 5):
 *
 * - A file that goes and comes back at its old path is the same note: its id, the links that
 *   lead to it and from it, its backlinks and the bookkeeping the index keeps for it (its
 *   consciousness level) are as they were, whether it comes back with the same bytes or others.
 * - A switch of 500 files (200 gone, 200 new, 100 rewritten) in a vault of 1,000 notes is seen
 *   whole, by the app's own watcher: the index matches the disk (paths and bytes), and after the
 *   switch back every note has the id it had.
 *
 * - A restart between the removal and the return (a new app on the same data folder or database)
 *   keeps that identity too: the departed notes are kept in the database (decision 272).
 *
 * The checkout is made by writing and removing the files as git does (no git needed). The time
 * each switch took to be seen is printed, not asserted: speed belongs to the benchmarks.
 * Runs on PGlite, or on PostgreSQL when PG_TEST_URL is set.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { vaultNoteDepartures, vaultNotes } from '@/server/db/schema/index'
import { fileVersion } from '@/server/modules/notes/vault-files'
import { buildTestApp, dropSchema, type TestApp } from '@/server/test/build-test-app'
import { signUp } from '@/server/test/helpers'

const pgUrl = process.env.PG_TEST_URL || ''
const BACKEND = pgUrl ? 'PostgreSQL' : 'PGlite'
const VAULT = 'branchy'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/** The real app, with its watcher, over a vault folder the test has written. */
async function startApp(files: Record<string, string>) {
  const vaultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-branch-'))
  writeFiles(path.join(vaultsDir, VAULT), files)
  const schema = pgUrl ? `test_${randomBytes(6).toString('hex')}` : undefined
  const t: TestApp = await buildTestApp({
    adminUsernames: ['brancher'],
    vaultsDir,
    ...(pgUrl ? { databaseUrl: pgUrl, databaseSchema: schema } : {}),
  })
  cleanups.push(async () => {
    await t.close()
    if (schema) await dropSchema(pgUrl, schema)
  })
  const { cookie } = await signUp(t, 'brancher')
  return { t, cookie, dir: path.join(vaultsDir, VAULT) }
}

/**
 * The real app over a vault folder and database that outlive it: PGlite in a data folder (from
 * the run's migrated template), or a schema of PostgreSQL. `restart()` closes the app and starts
 * a new one on the same folder and database, as a deployment's restart does.
 */
async function startRestartable(files: Record<string, string>) {
  const vaultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-branch-'))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-branch-data-'))
  writeFiles(path.join(vaultsDir, VAULT), files)
  const template = process.env.HC_PGLITE_TEMPLATE
  if (!pgUrl && template && fs.existsSync(template)) {
    fs.mkdirSync(path.join(dataDir, 'db'))
    execFileSync('tar', ['-xf', template, '-C', path.join(dataDir, 'db')], { stdio: 'ignore' })
  }
  const schema = pgUrl ? `test_${randomBytes(6).toString('hex')}` : undefined
  const config = {
    adminUsernames: ['brancher'],
    vaultsDir,
    dataDir,
    ...(pgUrl
      ? { databaseUrl: pgUrl, databaseSchema: schema }
      : { inMemoryDatabase: false, databaseUrl: undefined }),
  }
  let t = await buildTestApp(config)
  cleanups.push(async () => {
    await t.app.close()
    if (schema) await dropSchema(pgUrl, schema)
    fs.rmSync(vaultsDir, { recursive: true, force: true })
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  const { cookie } = await signUp(t, 'brancher')
  return {
    get t() {
      return t
    },
    cookie,
    dir: path.join(vaultsDir, VAULT),
    async restart() {
      // Not t.close(): that removes the vault folder.
      await t.app.close()
      t = await buildTestApp(config)
    },
  }
}

function writeFiles(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
}

/** What git does to the work tree on a checkout from `from` to `to`. */
function checkout(dir: string, from: Record<string, string>, to: Record<string, string>) {
  for (const file of Object.keys(from)) if (!(file in to)) fs.rmSync(path.join(dir, file))
  writeFiles(
    dir,
    Object.fromEntries(Object.entries(to).filter(([file, text]) => from[file] !== text)),
  )
}

/** The index of the vault: path → id and version. */
async function indexed(t: TestApp) {
  const rows = await t.app.database.db
    .select({ id: vaultNotes.id, path: vaultNotes.path, version: vaultNotes.version })
    .from(vaultNotes)
    .where(eq(vaultNotes.vault, VAULT))
  return new Map(rows.map((row) => [row.path, row]))
}

/** Waits (up to a minute, for a loaded machine) until the index holds exactly `files`. */
async function seen(t: TestApp, files: Record<string, string>, what: string) {
  const started = performance.now()
  await vi.waitFor(
    async () => {
      const rows = await indexed(t)
      expect(rows.size).toBe(Object.keys(files).length)
      for (const [file, text] of Object.entries(files))
        expect(rows.get(file)?.version, file).toBe(fileVersion(Buffer.from(text)))
    },
    { timeout: 60_000, interval: 100 },
  )
  const ms = Math.round(performance.now() - started)
  console.log(`[${BACKEND}] ${what}: seen after ${ms} ms (load ${os.loadavg()[0]!.toFixed(1)})`)
  expect(await t.app.vaults.compare()).toEqual([])
}

describe(`a branch switched and back (${BACKEND})`, () => {
  it('keeps the identity of a note whose file goes and comes back at its old path', async () => {
    const main = {
      'Hub.md': '# Hub\n\nSee [[Kept]] and [[Changed]].\n',
      'Kept.md': '# Kept\n\nBack to [[Hub]].\n',
      'Notes/Changed.md': '# Changed\n\nAs on main, to [[Hub]].\n',
    }
    const other = {
      'Hub.md': main['Hub.md'],
      'Elsewhere.md': '# Elsewhere\n\nOnly on the other branch.\n',
    }
    const back = { ...main, 'Notes/Changed.md': '# Changed\n\nEdited on main since, to [[Hub]].\n' }
    const { t, cookie, dir } = await startApp(main)
    const before = await indexed(t)
    const id = (file: string) => before.get(file)!.id
    const detail = async (noteId: number) => {
      const res = await t.app.inject({ url: `/api/obsidian/notes/${noteId}`, headers: { cookie } })
      return { status: res.statusCode, note: res.json() }
    }
    // What the index keeps for a note beyond its file: set through the app.
    const kept = await detail(id('Kept.md'))
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/obsidian/notes/${id('Kept.md')}`,
      headers: { cookie },
      payload: {
        content: kept.note.content,
        consciousnessLevel: 'profound',
        version: kept.note.version,
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const created = (await detail(id('Kept.md'))).note.created

    checkout(dir, main, other)
    await seen(t, other, 'checkout other (2 files gone, 1 new)')
    expect((await detail(id('Kept.md'))).status).toBe(404)
    expect((await detail(id('Hub.md'))).note.links).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: null })]),
    )

    checkout(dir, other, back)
    await seen(t, back, 'checkout main (2 files back, 1 gone)')
    const after = await indexed(t)
    for (const file of Object.keys(main)) expect(after.get(file)?.id, file).toBe(id(file))
    const hub = (await detail(id('Hub.md'))).note
    expect(hub.links.map((link: { id: number | null }) => link.id)).toEqual([
      id('Kept.md'),
      id('Notes/Changed.md'),
    ])
    const keptAgain = (await detail(id('Kept.md'))).note
    expect(keptAgain).toMatchObject({ id: id('Kept.md'), consciousnessLevel: 'profound', created })
    expect(keptAgain.backlinks.map((note: { id: number }) => note.id)).toEqual([id('Hub.md')])
    const changed = (await detail(id('Notes/Changed.md'))).note
    expect(changed.content).toContain('Edited on main since')
    expect(changed.backlinks.map((note: { id: number }) => note.id)).toEqual([id('Hub.md')])
  })

  it('keeps the identity when the app restarts between the removal and the return', async () => {
    const main = {
      'Hub.md': '# Hub\n\nSee [[Kept]] and [[Changed]].\n',
      'Kept.md': '# Kept\n\nBack to [[Hub]].\n',
      'Notes/Changed.md': '# Changed\n\nAs on main, to [[Hub]].\n',
    }
    const other = { 'Hub.md': main['Hub.md'] }
    const back = { ...main, 'Notes/Changed.md': '# Changed\n\nEdited on main since, to [[Hub]].\n' }
    const app = await startRestartable(main)
    const before = await indexed(app.t)
    const id = (file: string) => before.get(file)!.id
    const detail = async (noteId: number) => {
      const res = await app.t.app.inject({
        url: `/api/obsidian/notes/${noteId}`,
        headers: { cookie: app.cookie },
      })
      return { status: res.statusCode, note: res.json() }
    }
    const kept = (await detail(id('Kept.md'))).note
    const saved = await app.t.app.inject({
      method: 'PUT',
      url: `/api/obsidian/notes/${id('Kept.md')}`,
      headers: { cookie: app.cookie },
      payload: { content: kept.content, consciousnessLevel: 'profound', version: kept.version },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const created = (await detail(id('Kept.md'))).note.created

    checkout(app.dir, main, other)
    await seen(app.t, other, 'checkout other (2 files gone), then a restart')
    // Gone for every read while away: no list, search or count shows a departed note.
    expect((await detail(id('Kept.md'))).status).toBe(404)
    const list = await app.t.app.inject({
      url: `/api/obsidian/notes?vault=${VAULT}&limit=500`,
      headers: { cookie: app.cookie },
    })
    expect(list.json().map((note: { title: string }) => note.title)).toEqual(['Hub'])

    await app.restart()
    await app.t.app.vaults.caughtUp()
    // One file comes back while the new app watches; the other was back before it started.
    checkout(app.dir, other, { ...other, 'Kept.md': back['Kept.md'] })
    await seen(app.t, { ...other, 'Kept.md': back['Kept.md'] }, 'Kept.md back after the restart')
    await app.restart()
    checkout(app.dir, { ...other, 'Kept.md': back['Kept.md'] }, back)
    await app.t.app.vaults.caughtUp()
    await seen(app.t, back, 'Notes/Changed.md back while stopped')

    const after = await indexed(app.t)
    for (const file of Object.keys(main)) expect(after.get(file)?.id, file).toBe(id(file))
    const hub = (await detail(id('Hub.md'))).note
    expect(hub.links.map((link: { id: number | null }) => link.id)).toEqual([
      id('Kept.md'),
      id('Notes/Changed.md'),
    ])
    const keptAgain = (await detail(id('Kept.md'))).note
    expect(keptAgain).toMatchObject({ id: id('Kept.md'), consciousnessLevel: 'profound', created })
    expect(keptAgain.backlinks.map((note: { id: number }) => note.id)).toEqual([id('Hub.md')])
    const changed = (await detail(id('Notes/Changed.md'))).note
    expect(changed.content).toContain('Edited on main since')
    expect(changed.backlinks.map((note: { id: number }) => note.id)).toEqual([id('Hub.md')])
    // Each departure was taken once: none is left to give an id twice.
    expect(await app.t.app.database.db.select().from(vaultNoteDepartures)).toEqual([])
  })

  it('sees a switch of 500 files whole, and the switch back gives every note its id', async () => {
    const note = (i: number, branch: string) =>
      `---\ntags: [branch-${branch}]\n---\n\n# Note ${i}\n\nOn ${branch}; see [[Note ${(i + 1) % 1000}]] and [[New ${i}]].\n`
    const main: Record<string, string> = {}
    for (let i = 0; i < 1000; i++) main[`Folder ${i % 20}/Note ${i}.md`] = note(i, 'main')
    const other: Record<string, string> = {}
    for (let i = 0; i < 1000; i++) {
      if (i < 200) continue // gone on the other branch
      other[`Folder ${i % 20}/Note ${i}.md`] = i < 300 ? note(i, 'other') : note(i, 'main')
    }
    for (let i = 0; i < 200; i++) other[`New/New ${i}.md`] = `# New ${i}\n\nOnly on other.\n`
    const { t, dir } = await startApp(main)
    const before = await indexed(t)
    expect(before.size).toBe(1000)

    checkout(dir, main, other)
    await seen(t, other, 'checkout other (500 files: 200 gone, 200 new, 100 rewritten)')
    checkout(dir, other, main)
    await seen(t, main, 'checkout main (500 files back)')
    const after = await indexed(t)
    const lost = [...before].filter(([file, row]) => after.get(file)?.id !== row.id)
    expect(lost.map(([file]) => file)).toEqual([])
  })
})
