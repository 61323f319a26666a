import type { AiEngine } from './ai/engine'
import type { BackgroundWork } from './background'
import type { Config } from './config'
import type { Database } from './db/open'
import type { EventHub } from './events'
import type { CollaborationRunner } from './modules/collaboration/service'
import type { AgentReplyQueue } from './modules/communication/agent-replies'
import type { Scheduler } from './scheduler'
import type { Metrics } from './metrics'
import type { VaultStore } from './modules/notes/vault-store'
import type { IntegrityChecks } from './modules/observer/checks'

export interface Lifecycle {
  shuttingDown: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    lifecycle: Lifecycle
    /** Writes that outlive their request; shutdown waits for them. */
    background: BackgroundWork
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
  }
}
