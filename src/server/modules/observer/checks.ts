import { plural } from '@/shared/plural'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { readLiveEvent } from '@/shared/live-events'
import type { CheckResult } from '@/shared/observer'
import { routeRegistry } from '@/shared/routes'
import { listModels } from '../connections/index'

export interface IntegrityCheck {
  id: string
  name: string
  run(app: FastifyInstance): Promise<{ passed: boolean; detail: string }>
}

const journal = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/migrations/meta/_journal.json',
)
const MIN_FREE_BYTES = 200 * 2 ** 20

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows

const database: IntegrityCheck = {
  id: 'database',
  name: 'Database reachable, migrations current',
  async run(app) {
    const latency = await app.database.ping()
    const expected = (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] })
      .entries.length
    const schema = app.config.databaseUrl ? (app.config.databaseSchema ?? 'drizzle') : 'drizzle'
    const result = await app.database.db.execute(
      sql.raw(`select count(*)::int as n from "${schema}"."__drizzle_migrations"`),
    )
    const applied = Number(rowsOf(result)[0]?.n ?? 0)
    return {
      passed: applied === expected,
      detail: `${app.database.kind} answered in ${latency.toFixed(1)} ms; ${applied} of ${expected} migrations applied`,
    }
  },
}

const consistency: IntegrityCheck = {
  id: 'consistency',
  name: 'Row counts consistent',
  async run(app) {
    const result = await app.database.db.execute(sql`
      select
        (select count(*)::int from ai_messages m
          where m.likes <> (select count(*) from ai_message_reactions r where r.message_id = m.id and r.reaction = 'like')
             or m.helpful <> (select count(*) from ai_message_reactions r where r.message_id = m.id and r.reaction = 'helpful')) as counters,
        (select count(*)::int from chat_messages cm join conversations c on c.id = cm.conversation_id where not c.saved) as unsaved`)
    const row = rowsOf(result)[0] ?? {}
    const issues = [
      Number(row.counters)
        ? `${plural(Number(row.counters), 'board message')} whose like/helpful counters differ from their reactions`
        : null,
      Number(row.unsaved)
        ? `${plural(Number(row.unsaved), 'message')} kept for conversations that should not be saved`
        : null,
    ].filter((issue): issue is string => issue !== null)
    return {
      passed: issues.length === 0,
      detail: issues.length ? issues.join('; ') : 'reaction counters and saved conversations agree',
    }
  },
}

const searchIndex: IntegrityCheck = {
  id: 'search-index',
  name: 'Search index matches content',
  async run(app) {
    const live = routeRegistry.filter((entry) => entry.live && !entry.redirectTo)
    const missing = live.filter((entry) => !app.quickSearch.index.get(`page:${entry.path}`))
    return {
      passed: missing.length === 0,
      detail: missing.length
        ? `${plural(missing.length, 'live screen')} missing from the index: ${missing
            .map((m) => m.path)
            .slice(0, 5)
            .join(', ')}`
        : `${app.quickSearch.index.size} documents; every live screen (${live.length}) is findable`,
    }
  },
}

const aiProvider: IntegrityCheck = {
  id: 'ai-provider',
  name: 'AI provider reachable',
  async run(app) {
    const target = app.ai.provider.resolve()
    if (!target)
      return { passed: true, detail: `offline engine active (${app.ai.knowledge.size} passages)` }
    const { connection, model } = target
    // Only asks: the connection's state is what the replies and an administrator's tests saw.
    const result = await listModels(connection, 3000)
    return {
      passed: result.reachable,
      detail: result.reachable
        ? `${connection.name} (${new URL(connection.baseUrl).host}) answered in ${result.latencyMs} ms; model ${model}`
        : `${connection.name}: ${result.error}`,
    }
  },
}

const eventFanout: IntegrityCheck = {
  id: 'event-stream',
  name: 'Event stream fan-out working',
  async run(app) {
    const started = performance.now()
    let stop = () => {}
    const delivered = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 2000)
      stop = app.events.subscribe((event) => {
        if (event.type === 'probe' && readLiveEvent('probe', event.data)?.at === started) {
          clearTimeout(timer)
          resolve(true)
        }
      })
    })
    await app.events.publish('probe', { at: started })
    const ok = await delivered
    stop()
    return {
      passed: ok,
      detail: ok
        ? `a probe event came back in ${(performance.now() - started).toFixed(1)} ms`
        : 'a probe event did not come back within 2 s',
    }
  },
}

const diskSpace: IntegrityCheck = {
  id: 'disk-space',
  name: 'Disk space for the data directory',
  async run(app) {
    let dir = app.config.dataDir
    while (!fs.existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir)
    const stats = fs.statfsSync(dir)
    const free = stats.bavail * stats.bsize
    return {
      passed: free > MIN_FREE_BYTES,
      detail: `${(free / 2 ** 30).toFixed(1)} GiB free at ${dir}`,
    }
  },
}

/**
 * How old the results served to readers (the dashboards, anyone) may be: the dashboards poll
 * every 30 s. A run probes the event stream (a write) and scans the board, so visitors must not
 * start one per request.
 */
export const CHECK_RESULTS_MAX_AGE_MS = 30_000

/** Agent Zero's integrity checks; later areas (vaults) add theirs with `add()`. */
export class IntegrityChecks {
  /** The latest run of every check, for readers. */
  private latest?: { at: number; results: CheckResult[] }
  /** A full run under way, shared by the readers that wait for it. */
  private running?: Promise<CheckResult[]>

  private readonly checks: IntegrityCheck[] = [
    database,
    consistency,
    searchIndex,
    aiProvider,
    eventFanout,
    diskSpace,
  ]

  constructor(private readonly app: FastifyInstance) {}

  add(check: IntegrityCheck) {
    this.checks.push(check)
  }

  list() {
    return this.checks.map(({ id, name }) => ({ id, name }))
  }

  /** Every check's latest result, running them all (once for all callers) when older than `maxAgeMs`. */
  async recent(maxAgeMs = CHECK_RESULTS_MAX_AGE_MS): Promise<CheckResult[]> {
    if (this.latest && Date.now() - this.latest.at < maxAgeMs) return this.latest.results
    this.running ??= this.run().finally(() => {
      this.running = undefined
    })
    return this.running
  }

  /** After a change that may alter results (maintenance): the next reader runs them again. */
  forget() {
    this.latest = undefined
  }

  /** Runs the chosen checks (all by default) now; what they find is what readers see next. */
  async run(ids?: string[]): Promise<CheckResult[]> {
    const chosen = ids?.length ? this.checks.filter((check) => ids.includes(check.id)) : this.checks
    const results: CheckResult[] = []
    for (const check of chosen) {
      const started = performance.now()
      let outcome: { passed: boolean; detail: string }
      try {
        outcome = await check.run(this.app)
      } catch (error) {
        outcome = {
          passed: false,
          detail: `the check itself failed: ${error instanceof Error ? error.message : String(error)}`,
        }
      }
      results.push({
        id: check.id,
        name: check.name,
        ...outcome,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      })
    }
    this.remember(results, chosen.length === this.checks.length)
    return results
  }

  private remember(results: CheckResult[], complete: boolean) {
    if (complete) {
      this.latest = { at: Date.now(), results }
      return
    }
    if (!this.latest) return
    const fresh = new Map(results.map((result) => [result.id, result]))
    this.latest = {
      at: this.latest.at,
      results: this.latest.results.map((result) => fresh.get(result.id) ?? result),
    }
  }
}
