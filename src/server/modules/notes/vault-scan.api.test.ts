import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
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
    const inside = store as unknown as { scanOnce: () => Promise<void> }
    const scanOnce = inside.scanOnce.bind(store)
    let finished = 0
    vi.spyOn(inside, 'scanOnce').mockImplementation(async () => {
      await scanOnce()
      finished++
    })
    const running = store.scan()
    // Written after the running scan may have read the folder: the next scan must find it.
    fs.writeFileSync(path.join(root, 'big', 'folder-0', 'Added during a scan.md'), 'Late.\n')
    const asked = [store.scan(), store.scan()]
    await Promise.all(asked)
    // The running scan and one more, shared by both calls made during it, have both ended.
    expect(finished).toBe(2)
    await running
    expect((await rows()).some((row) => row.path === 'folder-0/Added during a scan.md')).toBe(true)
  })
})
