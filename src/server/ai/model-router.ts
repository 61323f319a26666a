import type { VoiceId } from '@/shared/personas'
import { ollamaContextWindow, type ServerWindow } from './context-window'
import { createOpenAiCompatibleProvider } from './openai-compatible'
import type { OfflineHints, OfflineProvider } from './offline/offline-provider'
import { AiError, type AiProvider, type ChatMessage, type GenerateOptions } from './provider'
import type { TokenBudget } from './tokens'

/** Where a connection comes from: added in the app, the AI_* variables, or found at start. */
export type ConnectionSource = 'stored' | 'env' | 'ollama'

export interface ModelConnection {
  id: string
  name: string
  baseUrl: string
  apiKey?: string
  source: ConnectionSource
  /** The window of its models where the server does not say; absent: the default. */
  contextWindow?: number
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
export type ChoiceScope = 'default' | 'background' | VoiceId

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

/** How long an assumed window (no loaded model to ask) holds before the server is asked again. */
const SERVER_WINDOW_RECHECK_MS = 60_000

/** What the person sees when the offline engine answers in place of a failed model. */
export const FALLBACK_NOTICE = 'The AI model is not answering; here is the offline answer.'

/** A failed model reply, for the operator: which connection and model, and why. */
export interface ModelFailure {
  connection: string
  connectionId: string
  model: string
  cause: string
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
  /** Context windows the model servers told (Ollama), by connection and model, and when. */
  private readonly windows = new Map<
    string,
    { window: ServerWindow | null | 'asking'; at: number }
  >()
  /** Replies the offline engine gave in place of a failed model, since start. */
  fallbacks = 0
  /** Told once per fallback, for the server's log (the connections registry sets it). */
  onFailure: (failure: ModelFailure) => void = () => {}
  /** Told when a model's whole reply came: any failure kept for it is over. */
  onSuccess: (target: { connectionId: string; model: string }) => void = () => {}

  constructor(
    private readonly offline: OfflineProvider,
    private readonly timeoutMs: number,
    /** The window of a model whose server does not say, and the reply budget. */
    private readonly defaults: TokenBudget = { contextWindow: 8_192, replyTokens: 1_024 },
  ) {}

  /**
   * The room of the model answering for `voice`: the smaller of the administrator's window (the
   * connection's, else the default) and what the model's server really runs (decision 242;
   * Ollama's loaded context, its Modelfile's `num_ctx`, else its default). The server is asked in
   * the background, again a minute later while it only assumed a default (the model may load
   * with another), so nothing waits before the first token; until it answers, the setting holds.
   */
  budget(voice?: VoiceId, model?: string | null): TokenBudget {
    const target = this.resolve(voice, model)
    if (!target) return this.defaults
    const key = `${target.connection.id}\n${target.model}`
    const known = this.windows.get(key)
    const now = Date.now()
    const stale =
      known &&
      known.window !== 'asking' &&
      known.window?.source !== 'ps' &&
      now - known.at > SERVER_WINDOW_RECHECK_MS
    if (!known || stale) {
      this.windows.set(key, { window: known?.window ?? 'asking', at: now })
      void ollamaContextWindow(target.connection.baseUrl, target.model, this.timeoutMs).then(
        (window) => this.windows.set(key, { window, at: Date.now() }),
      )
    }
    const setting = target.connection.contextWindow ?? this.defaults.contextWindow
    const told = known?.window
    const window = told && told !== 'asking' ? Math.min(setting, told.tokens) : setting
    if (window === this.defaults.contextWindow) return this.defaults
    return {
      contextWindow: window,
      replyTokens: Math.min(this.defaults.replyTokens, Math.floor(window / 2)),
    }
  }

  /** What the server of `voice`'s model said of its window, once it answered (for operators). */
  serverWindow(voice?: VoiceId, model?: string | null): ServerWindow | null {
    const target = this.resolve(voice, model)
    const known = target && this.windows.get(`${target.connection.id}\n${target.model}`)
    return known && known.window !== 'asking' ? known.window : null
  }

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
    this.windows.clear()
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

  /**
   * The models people may pick in the chat (decision 205): each one an administrator chose
   * (default or a persona's) whose connection exists, then the offline engine.
   */
  offered(): { id: string; label: string; engine: 'offline' | 'model' }[] {
    const models = new Map<string, { id: string; label: string; engine: 'model' }>()
    for (const choice of this.choices.values()) {
      const connection = this.connections.get(choice.connectionId)
      if (!connection) continue
      const id = `${connection.id}:${choice.model}`
      models.set(id, { id, label: `${choice.model} (${connection.name})`, engine: 'model' })
    }
    return [
      ...models.values(),
      { id: OFFLINE_CONNECTION, label: 'Offline engine', engine: 'offline' },
    ]
  }

  /** Whether `pick` is one of the offered models. */
  offers(pick: string): boolean {
    return this.offered().some((model) => model.id === pick)
  }

  /**
   * The model answering for `voice`: a model picked in the chat when it is offered (decision
   * 205), else a persona's own `model` while an administrator still allows it (decision 204),
   * else the voice's choice, else the default, else none (offline). A background agent's
   * (`background`) is the background choice alone.
   */
  resolve(
    voice?: VoiceId,
    model?: string | null,
    background = false,
  ): { connection: ModelConnection; model: string } | null {
    if (background) {
      const choice = this.choices.get('background')
      const connection = choice && this.connections.get(choice.connectionId)
      return choice && connection ? { connection, model: choice.model } : null
    }
    if (model && this.offers(model)) {
      if (model === OFFLINE_CONNECTION) return null
      const split = model.indexOf(':')
      const connection = this.connections.get(model.slice(0, split))
      if (connection) return { connection, model: model.slice(split + 1) }
    }
    if (model) {
      for (const choice of this.choices.values()) {
        const connection = this.connections.get(choice.connectionId)
        if (choice.model === model && connection) return { connection, model }
      }
    }
    for (const scope of voice ? [voice, 'default' as const] : ['default' as const]) {
      const choice = this.choices.get(scope)
      if (choice?.connectionId === OFFLINE_CONNECTION) return null
      const connection = choice && this.connections.get(choice.connectionId)
      if (choice && connection) return { connection, model: choice.model }
    }
    return null
  }

  describe(voice?: VoiceId, model?: string | null): { engine: 'offline' | 'model'; model: string } {
    const target = this.resolve(voice, model)
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
    const hints = options.hints
    const target = this.resolve(hints?.persona, hints?.model, hints?.background)
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
          this.onSuccess({ connectionId: connection.id, model })
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
      this.onFailure({
        connection: connection.name,
        connectionId: connection.id,
        model,
        cause: reason,
      })
      // A caller whose contract needs the model (JSON, tools) is told, never given prose.
      if (options.noFallback) throw error
      this.fallbacks++
      // The cause (addresses, setting names) is for operators: the log and the connections screen.
      const notice = FALLBACK_NOTICE
      options.onFallback?.(notice)
      const result = yield* this.offline.generate(messages, options)
      // What the failed model billed still counts, marked failed.
      const billed = error instanceof AiError ? error.usage : undefined
      return {
        ...result,
        fallback: notice,
        ...(billed ? { failed: { model, usage: billed } } : {}),
      }
    }
  }
}
