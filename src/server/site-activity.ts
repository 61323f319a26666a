import { eq, sql } from 'drizzle-orm'
import fp from 'fastify-plugin'
import { SELF_CALL_HEADER } from './ai/self-call'
import type { BackgroundWork } from './background'
import type { Clock } from './clock'
import type { Db } from './db/open'
import { siteActivity } from './db/schema/index'
import type { ServiceLog } from './types'

/** Background agents pause after this long without a person on the site (decision 219). */
export const IDLE_PAUSE_MS = 10 * 60_000
/** An instance writes the shared row at most this often, so the pause may come a minute late. */
const WRITE_EVERY_MS = 60_000
const ROW = 'person'
/** How often a wait for somebody reads the row, for activity seen by other instances. */
const RECHECK_MS = 60_000

/**
 * Requests nobody makes by being on the site: probes, scrapes, the live-event stream an open
 * tab keeps, and Agent Zero's status, which reports the pause (decision 219).
 */
const NOT_ACTIVITY =
  /^\/(?:healthz|readyz|metrics|api\/system\/(?:health|metrics)|api\/events|api\/agent-zero\/status)(?:[/?]|$)/

/** Crawlers, uptime monitors and probes announce themselves; none of them is a person. */
const NOT_A_PERSON = /bot\b|bot\/|crawl|spider|slurp|uptime|monitor|pingdom|healthcheck|probe/i

/**
 * Whether a request is a person's own use of the site: a route that exists, or a page of the
 * app (a GET without a file extension outside /api and /v1); never a 404 for a file (`/robots.txt`),
 * a path no API has, a crawler's or a monitor's request, nor this process's own model calls.
 */
export function isPersonUse(request: {
  url: string
  method: string
  headers: Record<string, string | string[] | undefined>
  routeOptions: { url?: string | undefined }
}): boolean {
  if (NOT_ACTIVITY.test(request.url) || request.headers[SELF_CALL_HEADER]) return false
  const agent = request.headers['user-agent']
  if (typeof agent === 'string' && NOT_A_PERSON.test(agent)) return false
  if (request.routeOptions.url !== undefined) return true
  const pathname = request.url.split('?', 1)[0] ?? '/'
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !/^\/(?:api|v1)(?:\/|$)/.test(pathname) &&
    !/\.[A-Za-z0-9]{1,8}$/.test(pathname)
  )
}

/**
 * When a person last used the site. Each instance remembers what it saw and writes it to one
 * shared row at most once a minute, by a conditional update, so every instance sharing the
 * database reads the same answer (decision 219).
 */
export class SiteActivity {
  /** The latest activity this instance knows of, seen here or read from the row; 0: none. */
  private latest = 0
  private written = Number.NEGATIVE_INFINITY
  /** Waits for somebody, woken when this instance sees someone. */
  private readonly waiting = new Set<() => void>()

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly background: BackgroundWork,
    private readonly log: ServiceLog,
  ) {}

  /** A person used the site now. */
  seen(): void {
    const now = this.clock.now().getTime()
    this.latest = Math.max(this.latest, now)
    for (const wake of [...this.waiting]) wake()
    if (Math.abs(now - this.written) < WRITE_EVERY_MS) return
    this.written = now
    this.background.track(this.write(new Date(now)), (error) =>
      this.log.warn({ err: error }, 'site activity not recorded'),
    )
  }

  private async write(at: Date) {
    await this.db
      .insert(siteActivity)
      .values({ key: ROW, lastActiveAt: at })
      .onConflictDoUpdate({
        target: siteActivity.key,
        set: { lastActiveAt: at },
        // Once a minute for all instances together, and never back in time.
        setWhere: sql`${siteActivity.lastActiveAt} <= ${at.toISOString()}::timestamptz - interval '1 minute'`,
      })
  }

  /** When a person last used the site, on any instance; null when nobody ever did. */
  async lastActive(): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: siteActivity.lastActiveAt })
      .from(siteActivity)
      .where(eq(siteActivity.key, ROW))
    this.latest = Math.max(this.latest, row?.at.getTime() ?? 0)
    return this.latest ? new Date(this.latest) : null
  }

  /**
   * Whether background agents pause at `at`: nobody has used the site for 10 minutes, or ever.
   * No query while this instance saw someone recently.
   */
  async paused(at = this.clock.now()): Promise<boolean> {
    const quietSince = (last: number) => at.getTime() - last >= IDLE_PAUSE_MS
    if (this.latest && !quietSince(this.latest)) return false
    const last = await this.lastActive()
    return last === null || quietSince(last.getTime())
  }

  /**
   * Resolves once background agents may write again: at once when this instance sees someone,
   * within a minute when another does. Rejects when `signal` aborts (shutdown).
   */
  async whenActive(signal: AbortSignal): Promise<void> {
    while (await this.paused()) {
      signal.throwIfAborted()
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          this.waiting.delete(wake)
          signal.removeEventListener('abort', wake)
          resolve()
        }
        const timer = setTimeout(wake, RECHECK_MS).unref()
        this.waiting.add(wake)
        signal.addEventListener('abort', wake, { once: true })
      })
    }
  }
}

/** `app.activity`, told of every request a person makes: a page, the API, `/v1`. */
export const siteActivityPlugin = fp(
  async (app) => {
    const activity = new SiteActivity(app.database.db, app.clock, app.background, app.log)
    app.decorate('activity', activity)
    // Before the handler: agent replies a post queues already see its author.
    app.addHook('onRequest', (request, _reply, done) => {
      if (isPersonUse(request)) activity.seen()
      done()
    })
  },
  { name: 'site-activity', dependencies: ['clock', 'database', 'background'] },
)
