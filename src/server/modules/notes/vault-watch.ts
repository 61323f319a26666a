import { EventEmitter } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Watches a folder tree with one watcher per folder, not per file: Node's recursive watching
 * on Linux makes one for every file (13,000 for a vault of 13,000 notes: as many of the system's
 * watches, 19 MB and a quarter of a second of blocked event loop to set up), while a folder's
 * watcher already names every file changed in it (decision 222). Folders that appear are
 * watched, folders that go are let go. Reports each path changed, relative to the root, to
 * `onChange`; emits `error` once (and stops) when a folder cannot be watched, the system's
 * limit of watches reached for example, so its owner can fall back to polling.
 */
export class FolderWatcher extends EventEmitter {
  private readonly watchers = new Map<string, fs.FSWatcher>()
  private closed = false

  constructor(
    private readonly root: string,
    private readonly onChange: (name: string) => void,
    private readonly options: {
      watch?: typeof fs.watch
      /** Whether a folder (relative to the root) is watched; its parent is. */
      include?: (folder: string) => boolean
    } = {},
  ) {
    super()
  }

  /** Watches the root and every folder under it; resolves once all are watched. */
  async start() {
    await this.addTree('')
  }

  close() {
    this.closed = true
    for (const watcher of this.watchers.values()) watcher.close()
    this.watchers.clear()
  }

  private fail(error: unknown) {
    if (this.closed) return
    this.close()
    this.emit('error', error)
  }

  private add(folder: string) {
    if (this.closed || this.watchers.has(folder)) return
    const watch = this.options.watch ?? fs.watch
    try {
      const watcher = watch(path.join(this.root, folder), { persistent: false }, (event, name) => {
        if (this.closed) return
        if (!name) return this.onChange(folder)
        const changed = folder ? path.join(folder, name.toString()) : name.toString()
        this.onChange(changed)
        if (event === 'rename') void this.follow(changed)
      })
      watcher.on('error', (error: NodeJS.ErrnoException) => {
        // A folder removed with its watcher: its parent's watcher names it.
        if (error.code === 'ENOENT' || error.code === 'EPERM') this.forget(folder)
        else this.fail(error)
      })
      this.watchers.set(folder, watcher)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      this.fail(error)
    }
  }

  private async addTree(folder: string) {
    this.add(folder)
    const entries = await fs.promises
      .readdir(path.join(this.root, folder), { withFileTypes: true })
      .catch(() => [])
    for (const entry of entries) {
      if (this.closed) return
      const child = folder ? path.join(folder, entry.name) : entry.name
      if (entry.isDirectory() && (this.options.include?.(child) ?? true)) await this.addTree(child)
    }
  }

  /** A name that came or went: a folder that came is watched, one that went let go. */
  private async follow(name: string) {
    const stat = await fs.promises.lstat(path.join(this.root, name)).catch(() => null)
    if (this.closed) return
    if (!stat) this.forget(name)
    else if (stat.isDirectory() && (this.options.include?.(name) ?? true)) await this.addTree(name)
  }

  private forget(folder: string) {
    for (const [watched, watcher] of this.watchers)
      if (watched === folder || watched.startsWith(`${folder}${path.sep}`)) {
        watcher.close()
        this.watchers.delete(watched)
      }
  }

  /** How many folders are watched (tests). */
  get size() {
    return this.watchers.size
  }
}
