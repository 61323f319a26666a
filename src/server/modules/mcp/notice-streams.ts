/**
 * The notice streams (GET /mcp) open in this process: a few per person, so one key cannot hold
 * the server's connections, and every one closed when the app closes (a stream never ends by
 * itself).
 */
export class NoticeStreams {
  static readonly PER_PERSON = 8
  private readonly open = new Map<number, number>()
  private readonly closers = new Set<() => void>()

  /** A place for one more stream of `userId`, with its release, or null when they hold enough. */
  admit(userId: number): (() => void) | null {
    const held = this.open.get(userId) ?? 0
    if (held >= NoticeStreams.PER_PERSON) return null
    this.open.set(userId, held + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      const now = (this.open.get(userId) ?? 1) - 1
      if (now > 0) this.open.set(userId, now)
      else this.open.delete(userId)
    }
  }

  /** Closes `close` with the app, unless it ended before. */
  track(close: () => void) {
    this.closers.add(close)
    return () => this.closers.delete(close)
  }

  closeAll() {
    for (const close of this.closers) close()
    this.closers.clear()
  }
}
