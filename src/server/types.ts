import type { AiEngine } from './ai/engine'
import type { BackgroundWork } from './background'
import type { Clock } from './clock'
import type { Config } from './config'
import type { SiteActivity } from './site-activity'
import type { Database } from './db/open'
import type { EventHub } from './events'
import type { CollaborationRunner } from './modules/collaboration/service'
import type { AgentReplyQueue } from './modules/communication/agent-replies'
import type { SessionCache } from './modules/auth/session-cache'
import type { Scheduler } from './scheduler'
import type { Metrics } from './metrics'
import type { VaultStore } from './modules/notes/vault-store'
import type { IntegrityChecks } from './modules/observer/checks'

export interface Lifecycle {
  shuttingDown: boolean
  /**
   * Aborted shortly before the shutdown grace runs out: chat answers still streaming end with
   * an explicit restart event and keep what they said, rather than being cut off.
   */
  interrupt: AbortSignal
  /**
   * Resolves once the app answers, after every onReady hook: work that may wait, such as
   * reading a large vault into the indexes, starts then rather than holding the start back.
   */
  started: Promise<void>
}

/** Where a service reports what it could not do (the app's logger is one). */
export interface ServiceLog {
  warn(details: object, message: string): void
}

/**
 * What the app gives its modules, as plain values: services take it instead of the Fastify
 * instance, so they need no Fastify type to run or to be tested; the instance has all of it.
 */
export interface AppServices {
  config: Config
  database: Database
  lifecycle: Lifecycle
  /** Writes that outlive their request; shutdown waits for them. */
  background: BackgroundWork
  /** The time for timed decisions (the scheduler, the idle pause); tests move it. */
  clock: Clock
  /** When a person last used the site, on any instance (decision 219). */
  activity: SiteActivity
  ai: AiEngine
  events: EventHub
  agentReplies: AgentReplyQueue
  collaborations: CollaborationRunner
  scheduler: Scheduler
  metrics: Metrics
  integrity: IntegrityChecks
  vaults: VaultStore
  /** This process's id in the `instances` table. */
  instanceId: string
  /** Resolved sessions, with PGlite only: the one process writing them (decision 115). */
  sessionCache: SessionCache | null
  log: ServiceLog
}

declare module 'fastify' {
  // Fastify's own logger stands in for `log`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyInstance extends Omit<AppServices, 'log'> {}
}
