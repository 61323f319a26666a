import fs from 'node:fs'

/** Used when the limit cannot be read (not Linux): a common service default. */
const ASSUMED_OPEN_FILES = 1024

/** The process's soft open-files limit (`ulimit -n`), from /proc/self/limits. */
export function openFilesLimit(limitsText?: string): number {
  try {
    const text = limitsText ?? fs.readFileSync('/proc/self/limits', 'utf8')
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(text)?.[1]
    if (soft === 'unlimited') return Number.MAX_SAFE_INTEGER
    const value = Number(soft)
    return Number.isInteger(value) && value > 0 ? value : ASSUMED_OPEN_FILES
  } catch {
    return ASSUMED_OPEN_FILES
  }
}

/** More streams than this cost more memory than any single instance should hold. */
const MOST_STREAMS = 10_000

/**
 * How many streams may be open at once: half the open-files limit, and at least 384 files, stay
 * for everything else. PGlite alone keeps a file open for each table and index it has touched
 * (about 120 after start, a few hundred at most); vault files, the log and ordinary requests
 * (`/healthz`, pages) need the rest, so they still get a socket when the streams are full.
 */
export function streamCapFor(openFiles: number): number {
  const headroom = Math.max(384, Math.floor(openFiles / 2))
  return Math.max(8, Math.min(MOST_STREAMS, openFiles - headroom))
}

export type StreamAdmission = { ok: true; release: () => void } | { ok: false; reason: string }

/** Counts open event streams per client address and in all. */
export class StreamLimits {
  private readonly byAddress = new Map<string, number>()
  private total = 0

  constructor(
    readonly perAddress: number,
    readonly max: number,
  ) {}

  get open() {
    return this.total
  }

  admit(address: string): StreamAdmission {
    const mine = this.byAddress.get(address) ?? 0
    if (mine >= this.perAddress)
      return { ok: false, reason: `at most ${this.perAddress} live streams per address` }
    if (this.total >= this.max)
      return { ok: false, reason: 'the server holds all the live streams it can' }
    this.byAddress.set(address, mine + 1)
    this.total++
    let released = false
    return {
      ok: true,
      release: () => {
        if (released) return
        released = true
        this.total--
        const left = (this.byAddress.get(address) ?? 1) - 1
        if (left > 0) this.byAddress.set(address, left)
        else this.byAddress.delete(address)
      },
    }
  }
}
