import fs from 'node:fs'
import path from 'node:path'
import { fileVersion } from './vault-files'

/**
 * How long the watcher's news of a file this store wrote is taken for that write. The news
 * comes within milliseconds; later news of the path is read as a change of its own.
 */
const KEEP_MS = 30_000

const GONE = 'gone'

/** Files read at once to tell whether they are still as this store wrote them. */
const READ_AT_ONCE = 32

/**
 * Tells the vault store of a file it is about to put in place with `text`, or to remove (null).
 * Told before the file is in place, so the watcher's news of it never comes first.
 */
export type RecordWrite = (file: string, text: string | Buffer | null) => void

/**
 * The files the vault store wrote or removed itself, and what it left in each. Its own writes
 * are indexed as it makes them, so the watcher's news of them is no change: a rename that
 * rewrote 2,692 linking files was taken for a change too large to name, and the whole vault
 * was read again (3.6 s of obsidian-hub), holding back the changes made on disk after it. A file
 * is compared by its bytes: a file's time comes from a coarse clock, and a write by someone else
 * in the same tick as ours could leave its time, size and inode as ours did.
 */
export class OwnWrites {
  private readonly written = new Map<string, { version: string; at: number }>()

  constructor(
    private readonly root: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** `RecordWrite`, for files under the root. */
  readonly record: RecordWrite = (file, text) => {
    this.forgetOld()
    const name = path.relative(this.root, file)
    // Moved to the end, where the newest are.
    this.written.delete(name)
    this.written.set(name, { version: text === null ? GONE : fileVersion(text), at: this.now() })
  }

  /** Whether the watcher's news of `name` (relative to the root) may be of this store's write. */
  has(name: string): boolean {
    this.forgetOld()
    return this.written.has(name)
  }

  /** Those of `names` whose file is no longer as this store left it: changed by someone else. */
  async changed(names: Iterable<string>): Promise<string[]> {
    const all = [...names]
    const changed: string[] = []
    // A few at a time: one after another, a rename's 2,694 files took 1.4 s.
    for (let i = 0; i < all.length; i += READ_AT_ONCE) {
      const some = all.slice(i, i + READ_AT_ONCE)
      const versions = await Promise.all(
        some.map((name) =>
          fs.promises
            .readFile(path.join(this.root, name))
            .then(fileVersion, (error: NodeJS.ErrnoException) =>
              error.code === 'ENOENT' ? GONE : 'unreadable',
            ),
        ),
      )
      some.forEach((name, j) => {
        if (this.written.get(name)?.version !== versions[j]) changed.push(name)
      })
    }
    return changed
  }

  private forgetOld() {
    const since = this.now() - KEEP_MS
    // Oldest first: the first one kept ends the sweep.
    for (const [name, { at }] of this.written) {
      if (at >= since) break
      this.written.delete(name)
    }
  }
}
