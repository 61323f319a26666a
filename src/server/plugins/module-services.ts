import fp from 'fastify-plugin'
import { createAiEngine } from '../ai/engine'
import { within } from '../background'
import { registerRequestUser } from '../modules/auth/request-user'
import { CollaborationRunner } from '../modules/collaboration/service'
import { AgentReplyQueue } from '../modules/communication/agent-replies'
import { startModelConnections } from '../modules/connections/registry'
import { IntegrityChecks } from '../modules/observer/checks'
import { watch } from '../modules/observer/watch'
import { startHeartbeat } from '../modules/system/heartbeat'

/*
 * The services modules share, each as a named plugin that declares what it needs, so app.ts
 * registering one before its dependency fails at start with Fastify's message naming both.
 */

export const aiPlugin = fp(
  async (app) => {
    // The tokenizer is not loaded here: a turn's first count builds it (ai/tokens.ts).
    app.decorate('ai', await createAiEngine(app.config.ai))
  },
  { name: 'ai', dependencies: ['config'] },
)

export const agentRepliesPlugin = fp(
  async (app) => {
    app.decorate('agentReplies', new AgentReplyQueue(app))
  },
  { name: 'agent-replies', dependencies: ['database', 'ai', 'events', 'background'] },
)

export const collaborationsPlugin = fp(
  async (app) => {
    app.decorate('collaborations', new CollaborationRunner(app))
  },
  { name: 'collaborations', dependencies: ['database', 'ai', 'events', 'background'] },
)

export const modelConnectionsPlugin = fp(
  async (app) => {
    await startModelConnections(app)
  },
  { name: 'model-connections', dependencies: ['config', 'database', 'ai', 'events', 'metrics'] },
)

export const integrityPlugin = fp(
  async (app) => {
    app.decorate('integrity', new IntegrityChecks(app))
  },
  { name: 'integrity', dependencies: ['database'] },
)

/** `app.instanceId`, this process's row in `instances`, kept fresh while the scheduler runs. */
export const heartbeatPlugin = fp(
  async (app) => {
    const heartbeat = await startHeartbeat(app, app.config.schedulerEnabled)
    app.addHook('preClose', async () => heartbeat.stop())
    app.addHook('onClose', async () => heartbeat.stop())
  },
  { name: 'heartbeat', dependencies: ['config', 'database', 'background'] },
)

/** Agent Zero's observations of live events and finished requests (modules/observer). */
export const observerWatchPlugin = fp(
  async (app) => {
    watch(app)
  },
  { name: 'observer-watch', dependencies: ['database', 'events', 'background'] },
)

/** `request.user` from the session cookie of every API request. */
export const requestUserPlugin = fp(
  async (app) => {
    registerRequestUser(app)
  },
  {
    name: 'request-user',
    dependencies: ['config', 'database', 'request-target', '@fastify/cookie'],
  },
)

/** How long shutdown waits for background writes; under the 10 s main.ts allows after the grace. */
const SHUTDOWN_DRAIN_MS = 5_000

/**
 * At close, after the routes' own close hooks and before the services these writes use (the
 * event hub, the database) close: settles every kind of background work, where finishing one
 * kind can start another (a board post publishes an event that Agent Zero observes; a broadcast
 * queues agent replies).
 */
export const backgroundDrainPlugin = fp(
  async (app) => {
    const drain = async () => {
      do {
        await app.collaborations.settled()
        await app.agentReplies.drained()
        await app.background.idle()
      } while (app.background.size > 0 || app.agentReplies.pending > 0)
    }
    app.addHook('onClose', async () => {
      // A job still running may add background work.
      await app.scheduler.stop()
      app.collaborations.stop()
      if (!(await within(drain(), SHUTDOWN_DRAIN_MS))) {
        app.log.warn(
          { pending: app.background.size + app.agentReplies.pending },
          `background writes still running after ${SHUTDOWN_DRAIN_MS} ms; closing the database anyway`,
        )
      }
    })
  },
  {
    name: 'background-drain',
    dependencies: ['background', 'agent-replies', 'collaborations', 'scheduler', 'heartbeat'],
  },
)
