import type { VoiceId } from '@/shared/personas'
import { createOpenAiCompatibleProvider } from './openai-compatible'
import type { OfflineHints, OfflineProvider } from './offline/offline-provider'
import { AiError, type AiProvider, type ChatMessage, type GenerateOptions } from './provider'

/** Where a connection comes from: added in the app, the AI_* variables, or found at start. */
export type ConnectionSource = 'stored' | 'env' | 'ollama'

export interface ModelConnection {
  id: string
  name: string
  baseUrl: string
  apiKey?: string
  source: ConnectionSource
  /** Why the stored API key could not be read (SECRETS_KEY changed), if it could not. */
  keyError?: string
}

export interface ModelChoice {
  connectionId: string
  model: string
}

/** A choice of this connection id answers with the offline engine, whatever the default. */
export const OFFLINE_CONNECTION = 'offline'

/** `default`, or a voice answering with a model of its own. */
export type ChoiceScope = 'default' | VoiceId

/** What this instance last saw of a connection: a test, or a real generation. */
export interface ConnectionState {
  reachable: boolean | null
  /** Time to the first token (generation) or to the model list (test). */
  latencyMs: number | null
  lastError: string | null
  checkedAt: string | null
}

const UNKNOWN: ConnectionState = {
  reachable: null,
  latencyMs: null,
  lastError: null,
  checkedAt: null,
}

/**
 * The provider every caller uses (`app.ai.provider`): it answers with the model chosen for the
 * voice in `hints.persona` (else the default choice), or the offline engine when none is chosen.
 * A model that fails (unreachable, too slow, garbage, an error) never ends the reply: the
 * offline engine answers in its place, `onFallback` hears a note for the person first, and the
 * result carries the note as `fallback`. Connections and choices are replaced as a whole when an
 * administrator changes them (`replace`), on every instance.
 */
export class ModelRouter implements OfflineProvider {
  private connections = new Map<string, ModelConnection>()
  private choices = new Map<ChoiceScope, ModelChoice>()
  private readonly providers = new Map<string, AiProvider>()
  private readonly states = new Map<string, ConnectionState>()
  /** Replies the offline engine gave in place of a failed model, since start. */
  fallbacks = 0

  constructor(
    private readonly offline: OfflineProvider,
    private readonly timeoutMs: number,
  ) {}

  get engine(): 'offline' | 'model' {
    return this.describe().engine
  }

  get model(): string {
    return this.describe().model
  }

  replace(connections: ModelConnection[], choices: Map<ChoiceScope, ModelChoice>) {
    this.connections = new Map(connections.map((connection) => [connection.id, connection]))
    this.choices = new Map(choices)
    this.providers.clear()
  }

  list(): ModelConnection[] {
    return [...this.connections.values()]
  }

  connection(id: string): ModelConnection | undefined {
    return this.connections.get(id)
  }

  chosen(): Map<ChoiceScope, ModelChoice> {
    return new Map(this.choices)
  }

  state(id: string): ConnectionState {
    return this.states.get(id) ?? UNKNOWN
  }

  record(id: string, state: Omit<ConnectionState, 'checkedAt'>) {
    this.states.set(id, { ...state, checkedAt: new Date().toISOString() })
  }

  /** The model answering for `voice`: its own choice, else the default, else none (offline). */
  resolve(voice?: VoiceId): { connection: ModelConnection; model: string } | null {
    for (const scope of voice ? [voice, 'default' as const] : ['default' as const]) {
      const choice = this.choices.get(scope)
      if (choice?.connectionId === OFFLINE_CONNECTION) return null
      const connection = choice && this.connections.get(choice.connectionId)
      if (choice && connection) return { connection, model: choice.model }
    }
    return null
  }

  describe(voice?: VoiceId): { engine: 'offline' | 'model'; model: string } {
    const target = this.resolve(voice)
    return target
      ? { engine: 'model', model: target.model }
      : { engine: 'offline', model: this.offline.model }
  }

  private providerFor(connection: ModelConnection, model: string): AiProvider {
    const key = `${connection.id}\n${model}`
    let provider = this.providers.get(key)
    if (!provider) {
      provider = createOpenAiCompatibleProvider({
        baseUrl: connection.baseUrl,
        apiKey: connection.apiKey,
        model,
        timeoutMs: this.timeoutMs,
        ...(connection.source === 'env'
          ? {}
          : {
              fixHint: `Check the connection “${connection.name}” on the Model Connections screen (/model-connections).`,
            }),
      })
      this.providers.set(key, provider)
    }
    return provider
  }

  async *generate(
    messages: ChatMessage[],
    options: GenerateOptions & { hints?: OfflineHints } = {},
  ) {
    const target = this.resolve(options.hints?.persona)
    if (!target) return yield* this.offline.generate(messages, options)
    const { connection, model } = target
    const started = performance.now()
    let latencyMs: number | null = null
    try {
      const generation = this.providerFor(connection, model).generate(messages, options)
      for (;;) {
        const step = await generation.next()
        latencyMs ??= Math.round(performance.now() - started)
        // Reachable once a whole reply came: a stream that breaks half way is not.
        if (step.done) {
          this.record(connection.id, { reachable: true, latencyMs, lastError: null })
          return step.value
        }
        yield step.value
      }
    } catch (error) {
      if (error instanceof AiError && error.kind === 'aborted') throw error
      const reason =
        error instanceof AiError ? error.message : 'The model failed in an unexpected way.'
      this.record(connection.id, {
        reachable: false,
        latencyMs: latencyMs ?? this.state(connection.id).latencyMs,
        lastError: reason,
      })
      this.fallbacks++
      const notice = `The model ${model} (${connection.name}) could not answer: ${reason.replace(/\.$/, '')}. The offline engine answers instead.`
      options.onFallback?.(notice)
      const result = yield* this.offline.generate(messages, options)
      return { ...result, fallback: notice }
    }
  }
}
