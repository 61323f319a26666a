import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { AudioFormat } from '@/shared/audio'
import { SNIFF_BYTES } from './sniff'

/** Where audio files live: `DATA_DIR/audio/<owner id>/<track id>.<format>`. */
export class AudioFiles {
  constructor(readonly root: string) {}

  pathOf(ownerId: number, trackId: string, format: AudioFormat) {
    return path.join(this.root, String(ownerId), `${trackId}.${format}`)
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

  async remove(target: string) {
    await fs.promises.rm(target, { force: true })
  }
}
