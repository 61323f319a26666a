/**
 * Living next to Obsidian, proved (issue "Vaults as Obsidian reads them", item 5): a vault is
 * changed on disk by others (a `git pull`, Obsidian's own saves) while the app serves it.
 *
 * - A bulk change to a 3,000-note vault (300 notes rewritten, 50 added, 20 deleted, 20 renamed,
 *   5 moved into a new folder, all at once) is seen through the API, by the app's watcher and by
 *   the scans every 5 s where its folders cannot all be watched (the system's limit of
 *   watches); notes not touched stay exactly as they were.
 * - Files rewritten on disk while the same notes are saved through the API: a save based on
 *   content older than a finished disk write answers 409 with the current note, no file is ever
 *   half written, and no other file changes.
 * - A file replaced by a rename (git, editors' atomic saves, the app's own saves) stays watched.
 *
 * Runs on PGlite, or on PostgreSQL when PG_TEST_URL is set (`npm run test:reliability` with
 * DATABASE_URL). The times seen are printed, not asserted: speed belongs to the benchmarks.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fileVersion } from '@/server/modules/notes/vault-files'
import { buildTestApp, dropSchema, type TestApp } from '@/server/test/build-test-app'
import { signUp } from '@/server/test/helpers'
import type { NoteDetail, NoteSummary } from '@/shared/notes'

const pgUrl = process.env.PG_TEST_URL || ''
const BACKEND = pgUrl ? 'PostgreSQL' : 'PGlite'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Running {
  t: TestApp
  cookie: string
  close(): Promise<void>
}

/** The real app (its own watcher and scans) over `vaultsDir`, which already holds the vaults. */
async function startApp(vaultsDir: string): Promise<Running> {
  const schema = pgUrl ? `test_${randomBytes(6).toString('hex')}` : undefined
  const t = await buildTestApp({
    // Shared vaults are saved in by administrators and their editors (decision 130).
    adminUsernames: ['obsidian-user'],
    vaultsDir,
    ...(pgUrl ? { databaseUrl: pgUrl, databaseSchema: schema } : {}),
  })
  const { cookie } = await signUp(t, 'obsidian-user')
  return {
    t,
    cookie,
    async close() {
      await t.close()
      if (schema) await dropSchema(pgUrl, schema)
    },
  }
}

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  while (cleanups.length) await cleanups.pop()!()
})

/** A note as the test wrote it: its file is `text(spec)`. */
interface Spec {
  path: string
  tags: string[]
  links: string[]
  body: string
  /** The path the note had when the app first indexed it (renamed and moved notes keep it). */
  origin?: string
}

const text = (spec: Spec) =>
  `---\ntags: [${spec.tags.join(', ')}]\n---\n\n${spec.body}\n\nSee ${spec.links
    .map((link) => `[[${link}]]`)
    .join(' and ')}.\n`
const nameOf = (file: string) => path.posix.basename(file, '.md')

/** A vault on disk and what the test expects the app to make of it. */
class VaultModel {
  readonly files = new Map<string, Spec>()
  constructor(readonly dir: string) {}

  write(spec: Spec) {
    const file = path.join(this.dir, spec.path)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text(spec))
    this.files.set(spec.path, spec)
  }

  remove(file: string) {
    fs.rmSync(path.join(this.dir, file))
    this.files.delete(file)
  }

  rename(from: string, to: string) {
    fs.mkdirSync(path.dirname(path.join(this.dir, to)), { recursive: true })
    fs.renameSync(path.join(this.dir, from), path.join(this.dir, to))
    const spec = this.files.get(from)!
    this.files.delete(from)
    this.files.set(to, { ...spec, path: to })
  }

  version(file: string) {
    return fileVersion(Buffer.from(text(this.files.get(file)!)))
  }

  /** Where a `[[name]]` leads: every note name in these vaults is unique, in any case. */
  resolver() {
    const byName = new Map([...this.files.keys()].map((file) => [nameOf(file).toLowerCase(), file]))
    return (link: string) => byName.get(link.toLowerCase())
  }

  /** The notes that link to each note (by path). */
  linkers() {
    const resolve = this.resolver()
    const linkers = new Map<string, Set<string>>()
    for (const spec of this.files.values())
      for (const link of spec.links) {
        const target = resolve(link)
        if (!target || target === spec.path) continue
        const set = linkers.get(target) ?? new Set()
        set.add(spec.path)
        linkers.set(target, set)
      }
    return linkers
  }
}

const NOTES = 3000
const folderOf = (i: number) => `area-${String(Math.floor(i / 100)).padStart(2, '0')}`

/** 3,000 notes in 30 folders, each linking to two others, with two tags. */
function writeLargeVault(dir: string) {
  const vault = new VaultModel(dir)
  for (let i = 0; i < NOTES; i++)
    vault.write({
      path: `${folderOf(i)}/Note ${i}.md`,
      tags: [`topic-${i % 12}`, `batch-${Math.floor(i / 500)}`],
      links: [`Note ${(i + 1) % NOTES}`, `Note ${(i * 7 + 3) % NOTES}`],
      body: `# Note ${i}\n\nBody of note ${i}: orig${i}word.`,
    })
  for (const spec of vault.files.values()) spec.origin = spec.path
  return vault
}

/**
 * Changes the vault at once, as a `git pull` would: 300 notes rewritten (new body and tags;
 * their links to renamed notes follow the new names, as Obsidian would have made them), 50
 * added, 20 deleted, 20 renamed, 5 moved into a new folder. Returns what changed, by path.
 */
function bulkChange(vault: VaultModel) {
  const pathOf = (i: number) => `${folderOf(i)}/Note ${i}.md`
  const range = (count: number, from: number, step: number) =>
    Array.from({ length: count }, (_, k) => from + k * step)
  const deleted = range(20, 7, 150)
  // Each renamed note is linked to by the note before it, one of the rewritten ones.
  const renamed = range(20, 4, 150)
  const moved = range(5, 17, 600)
  const modified = range(300, 3, 10)
  const renamedTo = new Map(renamed.map((i) => [`Note ${i}`, `Renamed ${i}`]))
  const follow = (link: string) => renamedTo.get(link) ?? link

  for (const i of modified) {
    const before = vault.files.get(pathOf(i))!
    vault.write({
      ...before,
      tags: ['changed', `topic-${i % 12}`],
      links: before.links.map(follow),
      body: `# Note ${i}\n\nRewritten on disk: edited${i}mark.`,
    })
  }
  const added = range(50, 0, 1).map((k) => {
    const spec: Spec = {
      path: `${folderOf(k * 60)}/Fresh ${k}.md`,
      tags: ['fresh', `topic-${k % 12}`],
      links: [`Fresh ${(k + 1) % 50}`, `Renamed ${renamed[k % 20]}`, `Note ${moved[k % 5]}`],
      body: `# Fresh ${k}\n\nAdded by the pull: fresh${k}word.`,
    }
    vault.write(spec)
    return spec.path
  })
  for (const i of deleted) vault.remove(pathOf(i))
  for (const i of renamed) vault.rename(pathOf(i), `${folderOf(i)}/Renamed ${i}.md`)
  for (const i of moved) vault.rename(pathOf(i), `moved-in/Note ${i}.md`)
  return {
    deleted: deleted.map(pathOf),
    modified: modified.map(pathOf),
    renamed: renamed.map((i) => `${folderOf(i)}/Renamed ${i}.md`),
    moved: moved.map((i) => `moved-in/Note ${i}.md`),
    added,
    touched: new Set([...deleted, ...renamed, ...moved, ...modified].map(pathOf)),
  }
}

/** Every note of `vault` through the list API, by path. */
async function listAll(t: TestApp, vault: string) {
  const notes = new Map<string, NoteSummary>()
  for (let offset = 0; ; offset += 500) {
    const res = await t.app.inject(`/api/obsidian/notes?vault=${vault}&limit=500&offset=${offset}`)
    expect(res.statusCode, res.body).toBe(200)
    const page = res.json() as NoteSummary[]
    for (const note of page) notes.set(note.path, note)
    if (page.length < 500) return notes
  }
}

const detail = async (t: TestApp, id: number) => {
  const res = await t.app.inject(`/api/obsidian/notes/${id}`)
  expect(res.statusCode, `note ${id}: ${res.body}`).toBe(200)
  return res.json() as NoteDetail
}

/** The paths, tags and versions the list shows differ from the files: a few, for a message. */
function differences(vault: VaultModel, listed: Map<string, NoteSummary>) {
  const found: string[] = []
  for (const [file, spec] of vault.files) {
    const note = listed.get(file)
    if (!note) found.push(`${file}: missing`)
    else if (note.version !== vault.version(file)) found.push(`${file}: old version`)
    else if (note.tags.join() !== spec.tags.join()) found.push(`${file}: tags ${note.tags.join()}`)
  }
  for (const file of listed.keys()) if (!vault.files.has(file)) found.push(`${file}: still listed`)
  return found
}

/**
 * Indexes a fresh 3,000-note vault through the app, changes it at once on disk, and waits (at
 * most `limitMs`) until the API shows every change; then checks the notes changed, added,
 * renamed and moved in detail (bodies, tags, links and backlinks), and that the notes not
 * touched are as they were. Returns the seconds the change took to be seen.
 */
async function bulkChangeSeen(label: string, limitMs: number) {
  const vaultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-vault-disk-'))
  const vault = writeLargeVault(path.join(vaultsDir, 'big'))
  const indexing = performance.now()
  const { t, close } = await startApp(vaultsDir)
  cleanups.push(close)
  const indexedMs = performance.now() - indexing

  const before = await listAll(t, 'big')
  expect(differences(vault, before)).toEqual([])
  const idOfOrigin = new Map([...before].map(([file, note]) => [file, note.id]))
  // Notes the change leaves alone, a few hundred read in full before it.
  const sampled = new Map<string, NoteDetail>()
  for (let i = 0; i < NOTES; i += 9) {
    const file = `${folderOf(i)}/Note ${i}.md`
    sampled.set(file, await detail(t, before.get(file)!.id))
  }
  const changes = bulkChange(vault)
  for (const file of changes.touched) sampled.delete(file)
  const untouched = [...before.keys()].filter((file) => !changes.touched.has(file))

  const started = performance.now()
  let listed = before
  for (;;) {
    listed = await listAll(t, 'big')
    if (differences(vault, listed).length === 0) break
    if (performance.now() - started > limitMs)
      throw new Error(
        `${label}: the change was not seen within ${limitMs} ms: ${differences(vault, listed)
          .slice(0, 8)
          .join('; ')}`,
      )
    await sleep(100)
  }
  const seenMs = performance.now() - started
  console.info(
    `[vault-disk-changes] ${BACKEND}, ${label}: ${NOTES} notes indexed at start in ${(
      indexedMs / 1000
    ).toFixed(1)} s; bulk change (300 rewritten, 50 added, 20 deleted, 20 renamed, 5 moved) ` +
      `seen through the API after ${(seenMs / 1000).toFixed(2)} s`,
  )
  return { t, vault, changes, before, listed, idOfOrigin, untouched, sampled, seenMs }
}

/** Whether the app's vaults are watched, or scanned every few seconds instead. */
const watching = (t: TestApp) => {
  // The store's indexer (`VaultStore` is its façade) holds the watcher or the poller.
  const { indexer } = t.app.vaults as unknown as { indexer: { watcher: unknown; poller: unknown } }
  return { watcher: Boolean(indexer.watcher), polling: Boolean(indexer.poller) }
}

describe(`a bulk change on disk to a 3,000-note vault (${BACKEND})`, () => {
  const check = async (run: Awaited<ReturnType<typeof bulkChangeSeen>>) => {
    const { t, vault, changes, before, listed, idOfOrigin, untouched } = run
    // Every note kept the id it had: renamed and moved files are the same notes.
    const idOf = new Map(
      [...vault.files].map(([file, spec]) => [
        file,
        spec.origin ? idOfOrigin.get(spec.origin)! : listed.get(file)!.id,
      ]),
    )
    for (const [file, id] of idOf) expect(listed.get(file)?.id, file).toBe(id)

    // The notes changed, added, renamed and moved, read in full: bodies, tags, where their
    // links lead and which notes link to them, as the files now say.
    const resolve = vault.resolver()
    const linkers = vault.linkers()
    const expectDetail = (note: NoteDetail, file: string) => {
      const spec = vault.files.get(file)!
      expect(note.path, file).toBe(file)
      expect(note.content, file).toBe(text(spec).slice(text(spec).indexOf('\n---\n') + 5))
      expect(note.tags, file).toEqual(spec.tags)
      expect(note.version, file).toBe(vault.version(file))
      expect(
        note.links.map((link) => [link.target, link.id]),
        file,
      ).toEqual(spec.links.map((link) => [link, resolve(link) ? idOf.get(resolve(link)!) : null]))
      expect(note.backlinks.map((link) => link.id).sort(), file).toEqual(
        [...(linkers.get(file) ?? [])].map((linker) => idOf.get(linker)!).sort(),
      )
    }
    const changed = [...changes.modified, ...changes.added, ...changes.renamed, ...changes.moved]
    for (const file of changed) expectDetail(await detail(t, idOf.get(file)!), file)
    // Deleted notes and the old names of renamed ones are gone.
    for (const file of changes.deleted) {
      const res = await t.app.inject(`/api/obsidian/notes/${idOfOrigin.get(file)}`)
      expect(res.statusCode, file).toBe(404)
    }

    // Search sees the new words and forgets the old ones.
    const search = async (term: string) => {
      const res = await t.app.inject(`/api/obsidian/search?term=${encodeURIComponent(term)}`)
      expect(res.statusCode, res.body).toBe(200)
      return (res.json() as { id: number }[]).map((hit) => hit.id)
    }
    expect(await search('edited593mark')).toEqual([idOf.get(`${folderOf(593)}/Note 593.md`)])
    expect(await search('fresh7word')).toEqual([idOf.get(changes.added[7]!)])
    expect(await search('orig593word')).toEqual([])
    expect(await search('orig1057word')).toEqual([])

    // Every note not touched lists exactly as before, and a few hundred read in full are as
    // before but for where their links lead and which notes link to them, as the files say.
    for (const file of untouched) expect(listed.get(file), file).toEqual(before.get(file))
    for (const [file, was] of run.sampled) {
      const now = await detail(t, was.id)
      expectDetail(now, file)
      expect({ ...now, links: [], backlinks: [] }, file).toEqual({
        ...was,
        links: [],
        backlinks: [],
      })
    }
    return run.sampled.size
  }

  it('is seen by the watcher: every change, and nothing else changed', async () => {
    const run = await bulkChangeSeen('watcher', 10_000)
    // Seen by the watcher, not by scans every few seconds.
    expect(watching(run.t)).toEqual({ watcher: true, polling: false })
    expect(await check(run)).toBeGreaterThan(250)
  })

  it("is seen where the vaults' folders cannot all be watched: scans every 5 s", async () => {
    const watch = fs.watch
    const limit = Object.assign(
      new Error('ENOSPC: System limit for number of file watchers reached'),
      {
        code: 'ENOSPC',
      },
    )
    // The system's limit of watches is reached on the vaults' eleventh folder (the app's other
    // watchers, outside the vaults, still run).
    let watched = 0
    vi.spyOn(fs, 'watch').mockImplementation(((...args: Parameters<typeof fs.watch>) => {
      if (String(args[0]).includes('hc-vault-disk-') && ++watched > 10) throw limit
      return watch(...args)
    }) as typeof fs.watch)
    const run = await bulkChangeSeen('folders not watched (scans every 5 s)', 30_000)
    expect(watched).toBeGreaterThan(10)
    expect(watching(run.t)).toEqual({ watcher: false, polling: true })
    expect(await check(run)).toBeGreaterThan(250)
  })
})

/** Every file under `dir` (hidden ones too) and a hash of its bytes, by relative path. */
function hashes(dir: string) {
  const found = new Map<string, string>()
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name)
      if (entry.isDirectory()) walk(name)
      else
        found.set(
          name,
          createHash('sha256')
            .update(fs.readFileSync(path.join(dir, name)))
            .digest('hex'),
        )
    }
  }
  walk('')
  return found
}

describe(`edits on disk during saves through the API (${BACKEND})`, () => {
  /** Notes rewritten on disk and saved at once; the others are only read. */
  const EDITED = 4
  const OTHERS = 40
  const DISK_WRITES = 40
  /** Enough text that a file written in parts would show it. */
  const PAD = Array.from({ length: 400 }, (_, i) => `Line ${i} of the note's long body.`).join('\n')
  const FRONT = '---\ntags: [desk]\n---\n'
  const noteText = (n: number, disk: string) =>
    `${FRONT}\n# Desk ${n}\n\ndisk:${disk}\n${PAD}\nEND\n`
  const WHOLE = /^---\ntags: \[desk\]\n---\n\n# Desk \d\n\ndisk:\S+\n[\s\S]*\nEND\n$/

  it('answers 200 or 409, never takes a save over a finished disk write, never tears a file', async () => {
    const vaultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-vault-saves-'))
    const dir = path.join(vaultsDir, 'desk')
    fs.mkdirSync(dir, { recursive: true })
    for (let n = 0; n < EDITED; n++)
      fs.writeFileSync(path.join(dir, `Desk ${n}.md`), noteText(n, 'init'))
    for (let k = 0; k < OTHERS; k++)
      fs.writeFileSync(
        path.join(dir, `Other ${k}.md`),
        `---\ntags: [other]\n---\n\n# Other ${k}\n\nLinks to [[Desk ${k % EDITED}]].\n`,
      )
    const { t, cookie, close } = await startApp(vaultsDir)
    cleanups.push(close)
    const listed = await listAll(t, 'desk')
    expect(listed.size).toBe(EDITED + OTHERS)
    const hashesBefore = hashes(vaultsDir)

    /** One clock for every event: the writers, the saves and their answers share one thread. */
    let clock = 0
    const totals = { ok: 0, conflict: 0, writes: 0, lostInFlight: 0, samples: 0, seenMs: 0 }
    const started = performance.now()

    const runNote = async (n: number) => {
      const file = path.join(dir, `Desk ${n}.md`)
      const id = listed.get(`Desk ${n}.md`)!.id
      const random = (ms: number) => Math.floor(Math.random() * ms)
      /** Every version the file may hold: the first, each disk write and each save sent. */
      const known = new Set([fileVersion(fs.readFileSync(file))])
      /** Which disk write a content starts from: -1 for the first file. */
      const rootIndex = new Map([['init', -1]])
      const rootOf = (content: string) => rootIndex.get(/^disk:(\S+)$/m.exec(content)?.[1] ?? '')
      const writes: { index: number; at: number }[] = []
      const saves: {
        marker: string
        root: number | undefined
        sent: number
        answered: number
        status: number
        body: NoteDetail & { message?: string; current?: NoteDetail | null }
        onDisk: string
      }[] = []
      const seen: string[] = []
      let writing = true

      // Obsidian's saves: the whole file written anew (to a hidden file moved over it).
      const writer = async () => {
        for (let index = 0; index < DISK_WRITES; index++) {
          // Bursts of writes a few ms apart, and pauses as between a person's saves.
          await sleep(index % 8 < 5 ? 2 + random(20) : 100 + random(300))
          const marker = `d${n}x${index}x${randomBytes(3).toString('hex')}`
          const bytes = Buffer.from(noteText(n, marker))
          rootIndex.set(marker, index)
          known.add(fileVersion(bytes))
          const temp = path.join(dir, `.Desk ${n}.md.${index}.tmp`)
          fs.writeFileSync(temp, bytes)
          fs.renameSync(temp, file)
          writes.push({ index, at: ++clock })
        }
        writing = false
      }
      // A reader of the note in the app: opens it, adds a line, saves it on the version read.
      const client = async () => {
        let current: NoteDetail | undefined
        for (let round = 0; writing || round < 10; round++) {
          // After a 409 the edit is made again on the note it answered with, as the editor does.
          const base = current ?? (await detail(t, id))
          const marker = `s${n}x${round}x${randomBytes(3).toString('hex')}`
          const content = base.content.replace(/END\n$/, `save:${marker}\nEND\n`)
          expect(content, 'the note read is whole').not.toBe(base.content)
          known.add(fileVersion(Buffer.from(FRONT + content)))
          const sent = ++clock
          const res = await t.app.inject({
            method: 'PUT',
            url: `/api/obsidian/notes/${id}`,
            headers: { cookie },
            payload: { content, version: base.version },
          })
          const answered = ++clock
          saves.push({
            marker,
            root: rootOf(base.content),
            sent,
            answered,
            status: res.statusCode,
            body: res.json(),
            onDisk: fs.readFileSync(file, 'utf8'),
          })
          current = res.statusCode === 409 && round % 2 === 0 ? res.json().current : undefined
          await sleep(random(15))
        }
      }
      // Whatever reads the file meanwhile finds one whole version of it.
      const reader = async () => {
        while (writing) {
          seen.push(await fs.promises.readFile(file, 'utf8'))
          await sleep(2)
        }
      }
      await Promise.all([writer(), client(), reader()])

      // Disk writes a save in flight wrote over: the save's version check came before the disk
      // write landed (its base did not hold it, and it was answered 200), its own write after it
      // (the file still held the save when it was answered). Nothing between two programs that
      // share a folder without a lock prevents that window (see the count printed below).
      const overwritten = new Map<number, string>()
      for (const save of saves)
        if (save.status === 200 && save.onDisk.includes(`save:${save.marker}\n`))
          for (const w of writes)
            if (w.at > save.sent && w.at < save.answered && w.index > save.root!)
              overwritten.set(w.index, save.marker)

      for (const save of saves) {
        const label = `Desk ${n}, save ${save.marker}`
        expect([200, 409], `${label}: ${JSON.stringify(save.body)}`).toContain(save.status)
        expect(save.root, `${label}: its base is a version of the file`).toBeDefined()
        const writtenMeanwhile = writes.some((w) => w.at > save.sent && w.at < save.answered)
        if (save.status === 409) {
          // Both versions: the current note in the answer, the client's own in its request.
          expect(save.body.message, label).toMatch(/^version: /)
          expect(save.body.current, label).toMatchObject({ id, content: expect.any(String) })
          expect(known.has(save.body.current!.version), `${label}: current is whole`).toBe(true)
          expect(save.body.current!.version).toBe(
            fileVersion(Buffer.from(FRONT + save.body.current!.content)),
          )
          continue
        }
        // A disk write finished before the save was sent, and not in what it was based on:
        // taking the save would lose it.
        // (Unless an earlier save in flight had already written over that disk write: the file
        // then held that save, which this one was based on.)
        const missed = writes
          .filter((w) => w.at < save.sent && w.index > save.root!)
          .filter((w) => !overwritten.has(w.index))
        expect(
          missed.map((w) => w.index),
          `${label}: 200 on a base without disk writes that had finished`,
        ).toEqual([])
        // The file holds the save, unless Obsidian wrote it again meanwhile.
        if (!writtenMeanwhile) {
          expect(save.onDisk, label).toContain(`save:${save.marker}\n`)
          expect(save.body.content, label).toContain(`save:${save.marker}\n`)
        }
        expect(known.has(save.body.version), `${label}: answered a whole version`).toBe(true)
      }
      for (const text of seen) {
        expect(text, `Desk ${n}: read while written`).toMatch(WHOLE)
        expect(known.has(fileVersion(Buffer.from(text))), `Desk ${n}: a version written`).toBe(true)
      }

      // At the end the file holds the last disk write, or a save based on it; a save whose check
      // came just before that write and whose write just after it (the same moment as Obsidian's
      // own write: no lock between two programs prevents it) is counted.
      const last = writes.at(-1)!
      const final = fs.readFileSync(file, 'utf8')
      expect(final).toMatch(WHOLE)
      expect(known.has(fileVersion(Buffer.from(final)))).toBe(true)
      if (rootOf(final) !== last.index)
        expect(overwritten.has(last.index), `Desk ${n}: the last disk write lost`).toBe(true)
      totals.lostInFlight += overwritten.size

      totals.ok += saves.filter((s) => s.status === 200).length
      totals.conflict += saves.filter((s) => s.status === 409).length
      totals.writes += writes.length
      totals.samples += seen.length
    }
    await Promise.all(Array.from({ length: EDITED }, (_, n) => runNote(n)))
    totals.seenMs = performance.now() - started

    // The app shows what each file holds: by its watcher within 3 s (counted and printed: with
    // Node's recursive watching a file replaced by a rename was not watched any more), and
    // once the vault is scanned (asserted).
    const onDisk = (n: number) => fileVersion(fs.readFileSync(path.join(dir, `Desk ${n}.md`)))
    const shown = async () =>
      Promise.all(
        Array.from({ length: EDITED }, async (_, n) =>
          (await detail(t, listed.get(`Desk ${n}.md`)!.id)).version === onDisk(n) ? 1 : 0,
        ),
      )
    const waited = performance.now()
    while ((await shown()).some((one) => one === 0) && performance.now() - waited < 3_000)
      await sleep(100)
    const stale = (await shown()).filter((one) => one === 0).length
    await t.app.vaults.scan()
    expect(await shown()).toEqual(Array.from({ length: EDITED }, () => 1))

    // Both answers happened, and no other file changed a byte (no temporary file left either).
    expect(totals.ok).toBeGreaterThan(0)
    expect(totals.conflict).toBeGreaterThan(0)
    const hashesAfter = hashes(vaultsDir)
    for (let n = 0; n < EDITED; n++) {
      hashesBefore.delete(`desk/Desk ${n}.md`)
      hashesAfter.delete(`desk/Desk ${n}.md`)
    }
    expect(hashesAfter).toEqual(hashesBefore)
    console.info(
      `[vault-disk-changes] ${BACKEND}, saves during disk writes: ${EDITED} notes, ` +
        `${totals.writes} disk writes, ${totals.ok} saves answered 200 and ${totals.conflict} ` +
        `409, ${totals.samples} reads of the files all whole, disk writes overwritten by a save ` +
        `in flight (checked just before, written just after): ${totals.lostInFlight} (${(totals.seenMs / 1000).toFixed(1)} s); ` +
        `notes the app still showed an older version of 3 s after the last write, until a scan: ${stale}`,
    )
  })
})

describe(`a note replaced on disk (${BACKEND})`, () => {
  it('stays watched: later edits, in place or replacing it again, are seen', async () => {
    const vaultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-vault-replaced-'))
    const dir = path.join(vaultsDir, 'desk')
    fs.mkdirSync(dir)
    const file = path.join(dir, 'Kept open.md')
    fs.writeFileSync(file, '# Kept open\n\nFirst words.\n')
    const { t, cookie, close } = await startApp(vaultsDir)
    cleanups.push(close)
    const id = (await listAll(t, 'desk')).get('Kept open.md')!.id
    expect(watching(t)).toEqual({ watcher: true, polling: false })
    const shows = (words: string) =>
      vi.waitFor(async () => expect((await detail(t, id)).content).toContain(words), {
        timeout: 5_000,
        interval: 50,
      })
    const replace = (words: string) => {
      fs.writeFileSync(path.join(dir, '.Kept open.md.tmp'), `# Kept open\n\n${words}\n`)
      fs.renameSync(path.join(dir, '.Kept open.md.tmp'), file)
    }

    // Replaced as `git checkout`, `sed -i`, rsync or an editor's atomic save do, then edited in
    // Obsidian (in place): Node's recursive watching on Linux stopped naming such a file.
    replace('Replaced by a pull.')
    await shows('Replaced by a pull')
    fs.writeFileSync(file, '# Kept open\n\nEdited in Obsidian after the pull.\n')
    await shows('Edited in Obsidian after the pull')
    replace('Replaced again.')
    await shows('Replaced again')
    // Saved through the app (a file moved over it too), then edited in Obsidian.
    const base = await detail(t, id)
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/obsidian/notes/${id}`,
      headers: { cookie },
      payload: { content: `${base.content}Saved in the app.\n`, version: base.version },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    fs.writeFileSync(file, '# Kept open\n\nEdited in Obsidian after the save.\n')
    await shows('Edited in Obsidian after the save')
  })
})
