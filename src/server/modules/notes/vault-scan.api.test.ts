import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '../../db/open'
import { vaultNotes } from '../../db/schema/index'
import { VaultStore } from './vault-store'

// More files than one indexing batch, so a scan spans several statements.
const NOTES = 620

let root: string
let database: Database
let store: VaultStore
beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-vault-scan-'))
  for (let i = 0; i < NOTES; i++) {
    const folder = path.join(root, 'big', `folder-${Math.floor(i / 100)}`)
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(
      path.join(folder, `Note ${i}.md`),
      `---\ntags: [t${i % 7}]\n---\n\nBody of note ${i}, see [[Note ${(i + 1) % NOTES}]].\n`,
    )
  }
  database = await openDatabase({ dataDir: root, inMemory: true })
  store = new VaultStore(database.db, root, pino({ level: 'silent' }))
})
afterEach(async () => {
  await store.stop()
  await database.close()
  fs.rmSync(root, { recursive: true, force: true })
})

/** The store's indexer, whose private steps these tests watch (`VaultStore` is its façade). */
const indexerOf = (of: VaultStore) =>
  (
    of as unknown as {
      indexer: {
        scanAll: () => Promise<void>
        poller?: NodeJS.Timeout
        sync: { scanVault: (vault: string, named?: { notes: string[] }) => Promise<unknown> }
      }
    }
  ).indexer

const rows = () =>
  database.db
    .select()
    .from(vaultNotes)
    .where(eq(vaultNotes.vault, 'big'))
    .orderBy(asc(vaultNotes.id))

describe('vault scan', () => {
  it('indexes every file of a large vault in batches, with its tags and links', async () => {
    await store.start(false)
    const indexed = await rows()
    expect(indexed).toHaveLength(NOTES)
    const note = indexed.find((row) => row.path === 'folder-3/Note 345.md')
    expect(note).toMatchObject({ title: 'Note 345', tags: ['t2'], links: ['Note 346'] })
    expect(note?.content).toContain('Body of note 345')
    // PGlite has no autovacuum: the scan left the planner a true row count.
    const result = await database.db.execute(
      sql`select reltuples from pg_class where oid = 'vault_notes'::regclass`,
    )
    const [stats] = (result as unknown as { rows: { reltuples: number }[] }).rows
    expect(Number(stats?.reltuples)).toBe(NOTES)
  })

  it('re-indexes a changed file in place and forgets a deleted one', async () => {
    await store.start(false)
    const before = await rows()
    const changed = path.join(root, 'big', 'folder-0', 'Note 7.md')
    fs.writeFileSync(changed, '---\ntags: [edited]\n---\n\nRewritten.\n')
    fs.utimesSync(changed, new Date(), new Date(Date.now() + 5000))
    fs.rmSync(path.join(root, 'big', 'folder-6', 'Note 619.md'))
    await store.scan()
    const after = await rows()
    expect(after).toHaveLength(NOTES - 1)
    const edited = after.find((row) => row.path === 'folder-0/Note 7.md')
    expect(edited).toMatchObject({
      tags: ['edited'],
      content: expect.stringContaining('Rewritten'),
    })
    // An upsert, not a new row: the note keeps its id.
    expect(edited?.id).toBe(before.find((row) => row.path === 'folder-0/Note 7.md')?.id)
    expect(after.some((row) => row.path === 'folder-6/Note 619.md')).toBe(false)
  })

  it('answers a scan asked for during another only after one that began after it', async () => {
    await store.start(false)
    const inside = indexerOf(store)
    const scanAll = inside.scanAll.bind(inside)
    let finished = 0
    let entered = () => {}
    const started = new Promise<void>((resolve) => (entered = resolve))
    vi.spyOn(inside, 'scanAll').mockImplementation(async () => {
      entered()
      await scanAll()
      finished++
    })
    const running = store.scan()
    await started
    // Written after the running scan may have read the folder: the next scan must find it.
    fs.writeFileSync(path.join(root, 'big', 'folder-0', 'Added during a scan.md'), 'Late.\n')
    const asked = [store.scan(), store.scan()]
    await Promise.all(asked)
    // The running scan and one more, shared by both calls made during it, have both ended.
    expect(finished).toBe(2)
    await running
    expect((await rows()).some((row) => row.path === 'folder-0/Added during a scan.md')).toBe(true)
  })

  /** Waits until `check` holds, the watcher's scans doing the work; fails after 10 s. */
  const until = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 10_000
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('the watcher did not catch up')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const linksOf = async (file: string) =>
    (await rows()).find((row) => row.path === file)?.linkedNotes

  it('reads only the files the watcher names: changed, added, deleted and moved', async () => {
    await store.start(true)
    const inside = indexerOf(store)
    const fullScans = vi.spyOn(inside, 'scanAll')
    const changes: (readonly number[] | undefined)[] = []
    store.onChange((notes) => changes.push(notes))
    const before = await rows()
    const idOf = (file: string) => before.find((row) => row.path === file)!.id
    const dir = path.join(root, 'big')

    fs.appendFileSync(path.join(dir, 'folder-1/Note 150.md'), '\nEdited outside.\n')
    fs.writeFileSync(path.join(dir, 'folder-2/Note 151.md'), 'Twin name, nearer to nothing.\n')
    fs.rmSync(path.join(dir, 'folder-3/Note 300.md'))
    fs.renameSync(path.join(dir, 'folder-4/Note 400.md'), path.join(dir, 'folder-0/Moved 400.md'))
    // Until the change is announced: the scan lets requests through between its steps, so the
    // rows can be read before their links are resolved and the change is told.
    await until(async () => {
      const now = await rows()
      return (
        changes.length > 0 &&
        now.some((row) => row.path === 'folder-2/Note 151.md') &&
        now.some((row) => row.path === 'folder-0/Moved 400.md') &&
        !now.some((row) => row.path === 'folder-3/Note 300.md') &&
        Boolean(now.find((row) => row.path === 'folder-1/Note 150.md')?.content.includes('Edited'))
      )
    })
    const after = await rows()
    expect(after).toHaveLength(NOTES)
    // A note moved outside keeps its id; the links to a deleted note lead nowhere now, and
    // those to a name a second note now has still lead to the note beside the linker.
    expect(after.find((row) => row.path === 'folder-0/Moved 400.md')?.id).toBe(
      idOf('folder-4/Note 400.md'),
    )
    expect(await linksOf('folder-2/Note 299.md')).toEqual([0])
    expect(await linksOf('folder-1/Note 150.md')).toEqual([idOf('folder-1/Note 151.md')])
    expect(fullScans).not.toHaveBeenCalled()
    // Every change named the notes it touched; none asked for everything to be read again.
    expect(changes.length).toBeGreaterThan(0)
    expect(changes.every((notes) => notes !== undefined)).toBe(true)
    expect(new Set(changes.flatMap((notes) => [...(notes ?? [])]))).toEqual(
      new Set([
        idOf('folder-1/Note 150.md'),
        idOf('folder-3/Note 300.md'),
        idOf('folder-4/Note 400.md'),
        after.find((row) => row.path === 'folder-2/Note 151.md')!.id,
      ]),
    )
  })

  it('takes its own writes for no change, and reads those files when someone changes them after', async () => {
    await store.start(true)
    const inside = indexerOf(store)
    const fullScans = vi.spyOn(inside, 'scanAll')
    const reads = vi.spyOn(inside.sync, 'scanVault')
    const before = await rows()
    const row = (file: string) => before.find((note) => note.path === file)!
    const dir = path.join(root, 'big')
    // A rename that rewrites its linker, a save, a new note and a removal, all through the store.
    const renamed = await store.update(row('folder-2/Note 200.md'), {
      title: 'Renamed 200',
      content: row('folder-2/Note 200.md').content,
    })
    expect(renamed.renamedLinks?.updatedNotes).toBe(1)
    await store.update(row('folder-3/Note 301.md'), { content: 'Saved through the product.\n' })
    await store.create({ vault: 'big', title: 'Made here', content: 'New.', tags: [] })
    await store.remove(row('folder-4/Note 401.md'))
    const ours = [
      'folder-2/Note 200.md',
      'folder-2/Renamed 200.md',
      'folder-1/Note 199.md',
      'folder-3/Note 301.md',
      'Made here.md',
      'folder-4/Note 401.md',
    ]
    // A change by someone else, after them: once it is read, the watcher's news of the writes
    // before it has been dealt with.
    fs.appendFileSync(path.join(dir, 'folder-0/Note 5.md'), '\nEdited outside.\n')
    const content = async (file: string) => (await rows()).find((r) => r.path === file)?.content
    await until(async () => Boolean((await content('folder-0/Note 5.md'))?.includes('Edited')))
    const named = reads.mock.calls.flatMap(([, files]) => files?.notes ?? ['(everything)'])
    expect(named).toContain('folder-0/Note 5.md')
    expect(named.filter((file) => ours.includes(file))).toEqual([])

    // Someone edits the linker the rename rewrote, and the saved note: both are read.
    fs.appendFileSync(path.join(dir, 'folder-1/Note 199.md'), '\nLinker edited outside.\n')
    fs.writeFileSync(path.join(dir, 'folder-3/Note 301.md'), 'Replaced outside.\n')
    await until(async () =>
      Boolean(
        (await content('folder-1/Note 199.md'))?.includes('Linker edited outside') &&
        (await content('folder-3/Note 301.md'))?.includes('Replaced outside'),
      ),
    )
    expect(fullScans).not.toHaveBeenCalled()
  })

  it('leads links by file name to a note that came nearer, back when it went, nowhere when renamed', async () => {
    await store.start(true)
    const dir = path.join(root, 'big')
    const idOf = async (file: string) => (await rows()).find((row) => row.path === file)?.id
    const far = await idOf('folder-3/Note 300.md')
    expect(await linksOf('folder-2/Note 299.md')).toEqual([far])

    const leadsTo = async (id: number | undefined) =>
      until(async () => (await linksOf('folder-2/Note 299.md'))?.[0] === id)

    fs.writeFileSync(path.join(dir, 'folder-2/Note 300.md'), 'A twin beside the linker.\n')
    await until(async () => (await idOf('folder-2/Note 300.md')) !== undefined)
    await leadsTo(await idOf('folder-2/Note 300.md'))

    fs.rmSync(path.join(dir, 'folder-2/Note 300.md'))
    await leadsTo(far)

    fs.writeFileSync(path.join(dir, 'folder-3/Renamed.md'), 'Another body.\n')
    fs.rmSync(path.join(dir, 'folder-3/Note 300.md'))
    await leadsTo(0)
    expect(await idOf('folder-3/Renamed.md')).toBeDefined()
  })

  it('reads a folder moved or deleted outside as a whole', async () => {
    await store.start(true)
    const dir = path.join(root, 'big')
    fs.renameSync(path.join(dir, 'folder-5'), path.join(dir, 'folder-5-moved'))
    fs.rmSync(path.join(dir, 'folder-6'), { recursive: true })
    await until(async () => {
      const now = await rows()
      return (
        now.filter((row) => row.path.startsWith('folder-5-moved/')).length === 100 &&
        !now.some((row) => row.path.startsWith('folder-5/') || row.path.startsWith('folder-6/'))
      )
    })
    expect(await rows()).toHaveLength(NOTES - 20)
  })

  it('serves an existing index at once and catches up with the files in the background', async () => {
    await store.start(false)
    await store.stop()
    fs.writeFileSync(path.join(root, 'big', 'folder-0', 'Written while stopped.md'), 'New.\n')
    store = new VaultStore(database.db, root, pino({ level: 'silent' }))
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const inside = indexerOf(store)
    const scanAll = inside.scanAll.bind(inside)
    vi.spyOn(inside, 'scanAll').mockImplementation(async () => {
      await gate
      await scanAll()
    })
    await store.start(true)
    // Answered before the scan could finish: the index as it was.
    expect(await rows()).toHaveLength(NOTES)
    release()
    await until(async () => (await rows()).length === NOTES + 1)
    // The watcher is up: a change now is seen without asking for a scan.
    fs.writeFileSync(path.join(root, 'big', 'folder-0', 'After the restart.md'), 'Later.\n')
    await until(async () => (await rows()).length === NOTES + 2)
  })

  it('scans every few seconds where the folder cannot be watched, or its watcher fails', async () => {
    const refused = Object.assign(new Error('recursive watching is not available'), {
      code: 'ERR_FEATURE_UNAVAILABLE_ON_PLATFORM',
    })
    const noWatch = (() => {
      throw refused
    }) as unknown as typeof fs.watch
    await store.stop()
    store = new VaultStore(database.db, root, pino({ level: 'silent' }), {
      watch: noWatch,
      pollMs: 200,
    })
    await store.start(true)
    fs.writeFileSync(path.join(root, 'big', 'folder-0', 'Seen by polling.md'), 'Polled.\n')
    await until(async () =>
      (await rows()).some((row) => row.path === 'folder-0/Seen by polling.md'),
    )

    // A watcher that fails later (the system's limit of watches reached) gives way to polling.
    await store.stop()
    let watcher: fs.FSWatcher | undefined
    const failing = ((...args: Parameters<typeof fs.watch>) =>
      (watcher = fs.watch(...args))) as unknown as typeof fs.watch
    store = new VaultStore(database.db, root, pino({ level: 'silent' }), {
      watch: failing,
      pollMs: 200,
    })
    await store.start(true)
    // On an existing index the watcher is set up just after the start.
    await vi.waitFor(() => expect(watcher).toBeDefined())
    watcher!.emit('error', Object.assign(new Error('watch limit reached'), { code: 'ENOSPC' }))
    expect(indexerOf(store).poller).toBeDefined()
    fs.writeFileSync(path.join(root, 'big', 'folder-0', 'After the watcher failed.md'), 'Later.\n')
    await until(async () =>
      (await rows()).some((row) => row.path === 'folder-0/After the watcher failed.md'),
    )
  })
})
