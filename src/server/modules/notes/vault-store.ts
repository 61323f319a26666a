import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/open'
import type { VaultNote } from '../../db/schema/index'
import type { CreateNote } from '@/shared/notes'
import type { TouchedNotes } from './notes-changes'
import { VaultCore } from './vault-core'
import { VaultIndexer, type WatchOptions } from './vault-indexer'
import { NoteRows } from './vault-note-rows'
import { VaultReader } from './vault-reader'
import { VaultSync } from './vault-sync'
import { VaultUpkeep } from './vault-upkeep'
import { VaultWriter } from './vault-writer'

export { SAMPLE_VAULTS } from './sample-vaults'
export { indexableText } from './vault-note-rows'
export { NoteConflict } from './vault-writer'
export type { WatchOptions } from './vault-indexer'

/**
 * The vaults under VAULTS_DIR as the app holds them (docs/notes.md): the files are the truth,
 * `vault_notes` their index. A façade over the parts, each of one job: the indexer (scan,
 * watch, catch-up), the writer (create, save, rename and relink, delete, conflicts) and the
 * reader (the vaults and the integrity check), sharing one queue (`VaultCore`) so scans and
 * writes run one at a time and a scan never sees a rename half done.
 */
export class VaultStore {
  private readonly core: VaultCore
  private readonly upkeep: VaultUpkeep
  private readonly reader: VaultReader
  private readonly indexer: VaultIndexer
  private readonly writer: VaultWriter
  /** When each vault was last read from disk. */
  readonly lastSync: Map<string, Date>

  constructor(
    db: Db,
    readonly root: string,
    log: FastifyBaseLogger,
    watching: WatchOptions = {},
  ) {
    this.core = new VaultCore(db, root, log)
    this.upkeep = new VaultUpkeep(this.core)
    this.reader = new VaultReader(this.core)
    const rows = new NoteRows(this.core)
    const sync = new VaultSync(this.core, rows)
    this.indexer = new VaultIndexer(this.core, this.reader, sync, this.upkeep, watching)
    this.writer = new VaultWriter(this.core, rows, this.reader, this.upkeep)
    this.lastSync = this.indexer.lastSync
  }

  /** `shared`: the database is PostgreSQL, which other instances may use (decision 137). */
  start(watch: boolean, shared = false) {
    return this.indexer.start(watch, shared)
  }

  /** Resolves once the scan a restart left to the background has caught up with the files. */
  caughtUp() {
    return this.indexer.caughtUp()
  }

  async stop() {
    this.core.stopped = true
    await this.indexer.stop()
    this.upkeep.stop()
    await this.core.idle()
  }

  /** Calls `listener` after each change with the notes it wrote or removed (see TouchedNotes). */
  onChange(listener: (notes: TouchedNotes) => void) {
    this.upkeep.onChange(listener)
  }

  /** Re-reads every vault from disk (see VaultIndexer.scan). */
  scan() {
    return this.indexer.scan()
  }

  /** Shared vault folder names. */
  vaults() {
    return this.reader.vaults()
  }

  /** Every vault with a folder: the shared ones, then the personal ones (`.personal/<id>`). */
  allVaults() {
    return this.reader.allVaults()
  }

  /** The folder of a vault on disk, or undefined for a name that is no vault. */
  vaultDir(vault: string) {
    return this.reader.vaultDir(vault)
  }

  /** Files on disk versus rows in the index, per vault (the integrity check). */
  compare() {
    return this.reader.compare()
  }

  create(input: CreateNote & { vault: string }) {
    return this.writer.create(input)
  }

  update(row: VaultNote, input: Parameters<VaultWriter['update']>[1]) {
    return this.writer.update(row, input)
  }

  remove(row: VaultNote) {
    return this.writer.remove(row)
  }
}
