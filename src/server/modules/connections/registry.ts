import type { FastifyInstance } from 'fastify'
import { CHOICE_SCOPES } from '@/shared/model-connections'
import { environmentChoices, environmentConnection } from '../../ai/engine'
import type { ChoiceScope, ModelChoice, ModelConnection } from '../../ai/model-router'
import { loadSecretKey, SecretBox } from '../../ai/secret-box'
import { modelChoices, modelConnections } from '../../db/schema/index'
import { listModels } from './list-models'
import { clearModelFailure, recordModelFailure } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** Model connections and choices: stored ones, AI_* and a found Ollama (decision 151). */
    modelConnections: ModelConnectionRegistry
  }
}

const OLLAMA_PROBE_MS = 1000
/** How long a cleared model failure is taken as cleared before a success clears it again. */
const RECLEAR_AFTER_MS = 60_000

/**
 * Keeps `app.ai.provider` in step with the stored connections and choices: read at start, and
 * again on every instance when an administrator changes them (the event bus carries the news).
 */
export class ModelConnectionRegistry {
  readonly box: SecretBox
  private ollama: ModelConnection | null = null
  private reading: Promise<void> = Promise.resolve()

  constructor(private readonly app: FastifyInstance) {
    this.box = new SecretBox(
      loadSecretKey({
        secretsKey: app.config.secretsKey,
        dataDir: app.config.dataDir,
        inMemory: app.config.inMemoryDatabase,
      }),
    )
  }

  async start() {
    await this.probeOllama()
    await this.reload()
    this.app.events.subscribe((event) => {
      if (event.type !== 'ai.connections.changed') return
      this.reload().catch((error: unknown) =>
        this.app.log.error({ err: error }, 'model connections not reloaded'),
      )
    })
    const router = this.app.ai.provider
    // One warning per fallback; people see only that the offline engine answered. The cause is
    // kept per model in the database, so every instance's connections screen shows it.
    const db = this.app.database.db
    const unrecorded = (error: unknown) =>
      this.app.log.error({ err: error }, 'model failure not recorded')
    // A whole reply clears its model's kept failure. Every reply of a chat turn would otherwise
    // write a DELETE that almost always finds nothing: after this instance has cleared a model
    // once, it clears again only after a failure of its own, or once a minute for a failure
    // another instance kept.
    const clearedAt = new Map<string, number>()
    const keyOf = (target: { connectionId: string; model: string }) =>
      `${target.connectionId}\n${target.model}`
    router.onFailure = (failure) => {
      clearedAt.delete(keyOf(failure))
      this.app.log.warn(failure, 'model failed; the offline engine answered instead')
      recordModelFailure(db, failure).catch(unrecorded)
    }
    router.onSuccess = (target) => {
      const key = keyOf(target)
      const at = clearedAt.get(key)
      if (at !== undefined && Date.now() - at < RECLEAR_AFTER_MS) return
      clearedAt.set(key, Date.now())
      clearModelFailure(db, target).catch(unrecorded)
    }
    this.app.metrics.gauge(
      'humancodex_ai_connections_unreachable',
      'Model connections whose last test or reply failed, on this instance.',
      () => router.list().filter((c) => router.state(c.id).reachable === false).length,
    )
    this.app.metrics.gauge(
      'humancodex_ai_model_latency_seconds',
      "Time to the first token (or model list) of the default model's connection, last seen.",
      () => {
        const target = router.resolve()
        return target ? (router.state(target.connection.id).latencyMs ?? 0) / 1000 : 0
      },
    )
    this.app.metrics.gauge(
      'humancodex_ai_fallbacks',
      'Replies the offline engine gave in place of a failed model since start.',
      () => router.fallbacks,
    )
  }

  /** Ollama on this machine, offered as a connection when it answers with its model list. */
  private async probeOllama() {
    const url = this.app.config.ai.ollamaUrl
    if (!url) return
    const found = await listModels({ baseUrl: `${url}/v1` }, OLLAMA_PROBE_MS)
    if (!found.reachable) return
    this.ollama = {
      id: 'ollama',
      name: 'Ollama (found at start)',
      baseUrl: `${url}/v1`,
      source: 'ollama',
    }
    this.app.ai.provider.record('ollama', {
      reachable: true,
      latencyMs: found.latencyMs,
      lastError: null,
    })
    this.app.log.info({ url, models: found.models.length }, 'Ollama found; offered as a connection')
  }

  /** Reads the stored connections and choices into the provider (one read at a time). */
  reload(): Promise<void> {
    const next = this.reading.catch(() => {}).then(() => this.read())
    this.reading = next
    return next
  }

  private async read() {
    const db = this.app.database.db
    const [rows, choiceRows] = await Promise.all([
      db.select().from(modelConnections).orderBy(modelConnections.createdAt),
      db.select().from(modelChoices),
    ])
    const stored = rows.map((row): ModelConnection => {
      const connection: ModelConnection = {
        id: row.id,
        name: row.name,
        baseUrl: row.baseUrl,
        source: 'stored',
        ...(row.contextWindow ? { contextWindow: row.contextWindow } : {}),
      }
      if (row.apiKeyEncrypted) {
        try {
          connection.apiKey = this.box.open(row.apiKeyEncrypted)
        } catch {
          connection.keyError =
            'The stored API key cannot be decrypted (SECRETS_KEY or DATA_DIR/secret.key changed): enter it again.'
        }
      }
      return connection
    })
    const env = environmentConnection(this.app.config.ai)
    const connections = [...(env ? [env] : []), ...(this.ollama ? [this.ollama] : []), ...stored]
    const choices = environmentChoices(this.app.config.ai)
    for (const row of choiceRows) {
      if ((CHOICE_SCOPES as readonly string[]).includes(row.scope))
        choices.set(row.scope as ChoiceScope, { connectionId: row.connectionId, model: row.model })
    }
    this.app.ai.provider.replace(connections, choices as Map<ChoiceScope, ModelChoice>)
  }

  /** After a change: this instance reads it at once, the others when the event reaches them. */
  async changed() {
    await this.reload()
    await this.app.events.publish('ai.connections.changed', {})
  }
}

export async function startModelConnections(app: FastifyInstance) {
  const registry = new ModelConnectionRegistry(app)
  app.decorate('modelConnections', registry)
  await registry.start()
}
