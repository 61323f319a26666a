import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { AudioFormat } from '@/shared/audio'
import { SNIFF_BYTES } from './sniff'

/**
 * The media folder inside VAULTS_DIR: hidden, so no vault list, scan or watcher takes it for
 * notes, and shared by every instance as the vaults are (decision 214).
 */
export const MEDIA_FOLDER = '.media'

/** A file moved into place whole: renamed when it can be, else copied aside and renamed. */
async function moveFile(from: string, to: string, aside: string) {
  await fs.promises.mkdir(path.dirname(to), { recursive: true })
  try {
    await fs.promises.rename(from, to)
    return
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
  }
  // Another file system (the vaults on a shared volume, DATA_DIR on a local disk).
  await fs.promises.mkdir(path.dirname(aside), { recursive: true })
  try {
    await fs.promises.copyFile(from, aside)
    await fs.promises.rename(aside, to)
  } catch (error) {
    await fs.promises.rm(aside, { force: true })
    throw error
  }
  await fs.promises.rm(from, { force: true })
}

/**
 * Where audio files live: `VAULTS_DIR/.media/audio/<owner id>/<track id>.<format>`, which every
 * instance sees (decision 214). Files of releases before it, under `DATA_DIR/audio`, are moved
 * there by `moveLegacy()` and played from where they are until then.
 */
export class AudioFiles {
  readonly root: string
  readonly legacyRoot: string

  constructor(dirs: { vaultsDir: string; dataDir: string }) {
    this.root = path.join(dirs.vaultsDir, MEDIA_FOLDER, 'audio')
    this.legacyRoot = path.join(dirs.dataDir, 'audio')
  }

  pathOf(ownerId: number, trackId: string, format: AudioFormat) {
    return path.join(this.root, String(ownerId), `${trackId}.${format}`)
  }

  private legacyPathOf(ownerId: number, trackId: string, format: AudioFormat) {
    return path.join(this.legacyRoot, String(ownerId), `${trackId}.${format}`)
  }

  /** The track's file and its size, or undefined when it is in neither place. */
  async find(ownerId: number, trackId: string, format: AudioFormat) {
    for (const file of [
      this.pathOf(ownerId, trackId, format),
      this.legacyPathOf(ownerId, trackId, format),
    ]) {
      const stat = await fs.promises.stat(file).catch(() => undefined)
      if (stat?.isFile()) return { path: file, size: stat.size }
    }
    return undefined
  }

  /**
   * Streams an upload into a temporary file, keeping its first bytes for sniffing. The caller
   * keeps the file with `keep()` or drops it with `discard()`.
   */
  async receive(stream: Readable) {
    const incoming = path.join(this.root, '.incoming')
    await fs.promises.mkdir(incoming, { recursive: true })
    const tempPath = path.join(incoming, randomUUID())
    const chunks: Buffer[] = []
    let headBytes = 0
    let size = 0
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (headBytes < SNIFF_BYTES) {
        chunks.push(chunk.subarray(0, SNIFF_BYTES - headBytes))
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes)
      }
    })
    try {
      await pipeline(stream, fs.createWriteStream(tempPath))
    } catch (error) {
      await fs.promises.rm(tempPath, { force: true })
      throw error
    }
    return {
      head: new Uint8Array(Buffer.concat(chunks)),
      size,
      keep: async (target: string) => {
        await fs.promises.mkdir(path.dirname(target), { recursive: true })
        await fs.promises.rename(tempPath, target)
      },
      discard: () => fs.promises.rm(tempPath, { force: true }),
    }
  }

  /** Removes a track's file, wherever it is. */
  async remove(ownerId: number, trackId: string, format: AudioFormat) {
    await Promise.all([
      fs.promises.rm(this.pathOf(ownerId, trackId, format), { force: true }),
      fs.promises.rm(this.legacyPathOf(ownerId, trackId, format), { force: true }),
    ])
  }

  /** Removes every file of one owner (their account is deleted). */
  async removeOwner(ownerId: number) {
    await Promise.all(
      [this.root, this.legacyRoot].map((root) =>
        fs.promises.rm(path.join(root, String(ownerId)), { recursive: true, force: true }),
      ),
    )
  }

  /**
   * Moves the files an earlier release kept under `DATA_DIR/audio` beside the vaults, one at a
   * time, each whole; a file that cannot be moved stays (and plays) where it is and is counted
   * in `failed`. The emptied folders go too; `DATA_DIR/audio/.incoming` is left alone (an
   * instance of the earlier release may share this DATA_DIR during a rolling upgrade).
   */
  async moveLegacy(): Promise<{ moved: number; failed: { file: string; error: unknown }[] }> {
    let moved = 0
    const failed: { file: string; error: unknown }[] = []
    const owners = await fs.promises
      .readdir(this.legacyRoot, { withFileTypes: true })
      .catch(() => [])
    for (const owner of owners) {
      if (!owner.isDirectory() || !/^\d+$/.test(owner.name)) continue
      const dir = path.join(this.legacyRoot, owner.name)
      for (const name of await fs.promises.readdir(dir).catch(() => [])) {
        const file = path.join(dir, name)
        try {
          await moveFile(
            file,
            path.join(this.root, owner.name, name),
            path.join(this.root, '.incoming', randomUUID()),
          )
          moved++
        } catch (error) {
          failed.push({ file, error })
        }
      }
      await fs.promises.rmdir(dir).catch(() => {})
    }
    await fs.promises.rmdir(this.legacyRoot).catch(() => {})
    return { moved, failed }
  }
}
