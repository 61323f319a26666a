import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import { systemClock, type Clock } from './clock'
import type { Db } from './db/open'
import { scheduledJobs } from './db/schema/index'

export interface Job {
  name: string
  defaultIntervalSeconds: number
  /** Does the work; returns a one-line result for the job's status. */
  run(now: Date): Promise<string>
}

export interface JobState {
  enabled: boolean
  intervalSeconds: number
  lastRunAt: string | null
  lastResult: string | null
}

/**
 * Runs jobs on their intervals. A run is claimed with a conditional UPDATE of the job's row,
 * so when several instances share a database exactly one of them runs each tick.
 */
export class Scheduler {
  private readonly jobs = new Map<string, Job>()
  private timer: NodeJS.Timeout | null = null
  private ticking: Promise<void> | null = null

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock = systemClock,
  ) {}

  async register(job: Job, enabled = true) {
    this.jobs.set(job.name, job)
    await this.db
      .insert(scheduledJobs)
      .values({
        name: job.name,
        intervalSeconds: job.defaultIntervalSeconds,
        enabled: enabled ? 'on' : 'off',
      })
      .onConflictDoNothing()
  }

  /** Runs every job whose interval has passed at `now`; returns the names that ran here. */
  async runDue(now = this.clock.now()): Promise<string[]> {
    const ran: string[] = []
    for (const job of this.jobs.values()) {
      const claimed = await this.db
        .update(scheduledJobs)
        .set({ lastRunAt: now })
        .where(
          and(
            eq(scheduledJobs.name, job.name),
            eq(scheduledJobs.enabled, 'on'),
            or(
              isNull(scheduledJobs.lastRunAt),
              lte(
                scheduledJobs.lastRunAt,
                sql`${now.toISOString()}::timestamptz - make_interval(secs => ${scheduledJobs.intervalSeconds})`,
              ),
            ),
          ),
        )
        .returning({ name: scheduledJobs.name })
      if (claimed.length === 0) continue
      let result: string
      try {
        result = await job.run(now)
      } catch (error) {
        this.log.error({ err: error, job: job.name }, 'scheduled job failed')
        result = `failed: ${error instanceof Error ? error.message : String(error)}`
      }
      await this.db
        .update(scheduledJobs)
        .set({ lastResult: result.slice(0, 500) })
        .where(eq(scheduledJobs.name, job.name))
      ran.push(job.name)
    }
    return ran
  }

  start(tickMs: number) {
    this.timer = setInterval(() => {
      if (this.ticking) return
      this.ticking = this.runDue()
        .then(() => undefined)
        .catch((error: unknown) => this.log.error({ err: error }, 'scheduler tick failed'))
        .finally(() => (this.ticking = null))
    }, tickMs)
    this.timer.unref()
  }

  async stop() {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.ticking
  }

  async state(name: string): Promise<JobState | undefined> {
    const [row] = await this.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name))
    if (!row) return undefined
    return {
      enabled: row.enabled === 'on',
      intervalSeconds: row.intervalSeconds,
      lastRunAt: row.lastRunAt?.toISOString() ?? null,
      lastResult: row.lastResult,
    }
  }

  async configure(name: string, settings: { enabled: boolean; intervalSeconds: number }) {
    await this.db
      .update(scheduledJobs)
      .set({ enabled: settings.enabled ? 'on' : 'off', intervalSeconds: settings.intervalSeconds })
      .where(eq(scheduledJobs.name, name))
    return this.state(name)
  }
}

/**
 * `app.scheduler`, to which plugins add their jobs (jobs.ts starts it). No job starts once the
 * app begins closing; the one running is awaited.
 */
export const schedulerPlugin = fp(
  async (app) => {
    const scheduler = new Scheduler(app.database.db, app.log, app.clock)
    app.decorate('scheduler', scheduler)
    app.addHook('preClose', async () => {
      void scheduler.stop()
    })
    app.addHook('onClose', () => scheduler.stop())
  },
  { name: 'scheduler', dependencies: ['clock', 'database'] },
)
