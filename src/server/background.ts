import fp from 'fastify-plugin'

/**
 * Writes that carry on after their request has answered (observations, the board post after a
 * chat reply, heartbeats). Shutdown waits for them so the database is closed only once they
 * are stored.
 */
export class BackgroundWork {
  private readonly pending = new Set<Promise<unknown>>()

  /**
   * Runs `work` without making the caller wait; a failure is handed to `onError`. Returns
   * when it is done, for a caller that may wait after all; it never rejects.
   */
  track(work: Promise<unknown>, onError: (error: unknown) => void): Promise<void> {
    const tracked = work
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => this.pending.delete(tracked))
    this.pending.add(tracked)
    return tracked
  }

  get size() {
    return this.pending.size
  }

  /** Resolves once nothing is pending, including work started while waiting. */
  async idle() {
    while (this.pending.size > 0) await Promise.all([...this.pending])
  }
}

/**
 * Waits for `drain` at most `timeoutMs`; resolves to whether it finished in time. Shutdown
 * must not hang on a stuck write: the supervisor would kill the process anyway.
 */
export async function within(drain: Promise<void>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([drain.then(() => true as const), timedOut])
  } finally {
    clearTimeout(timer)
  }
}

/** `app.background`; the background-drain plugin (app.ts) waits for it at shutdown. */
export const backgroundPlugin = fp(
  async (app) => {
    app.decorate('background', new BackgroundWork())
  },
  { name: 'background' },
)
