export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool'
  content: string
  /** An assistant message's calls of the client's tools (OpenAI's shape), sent back as they were. */
  tool_calls?: ToolCall[]
  /** A `tool` message: the call its content answers. */
  tool_call_id?: string
}

/** One call of a client's function, as OpenAI's chat completions carry it. */
export interface ToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}

export interface GenerateOptions {
  signal?: AbortSignal
  /** Longest silence allowed from the model before the generation fails. */
  timeoutMs?: number
  /** The reply budget, sent as `max_tokens`. */
  maxTokens?: number
  /** Sampling settings an API client chose, passed to the model as they are. */
  sampling?: Sampling
  /**
   * Told what the model thinks before it answers (`reasoning_content`, `reasoning`, `<think>`
   * blocks), as it streams. It is never part of the yielded text.
   */
  onReasoning?: (text: string) => void
  /**
   * Told when the chosen model failed and the offline engine answers instead: a note for the
   * person, sent before the offline answer's first chunk.
   */
  onFallback?: (notice: string) => void
  /**
   * The caller's contract needs this model (JSON, tools): a failure is thrown as it is instead
   * of the offline engine answering in prose.
   */
  noFallback?: boolean
}

export interface Sampling {
  stop?: string | string[]
  temperature?: number
  top_p?: number
  response_format?: { type: string; [field: string]: unknown }
  /** An API client's functions, passed to a model that takes them (never the offline engine). */
  tools?: unknown[]
  tool_choice?: unknown
  parallel_tool_calls?: boolean
}

/** Tokens a generation took: the model's own count when it gave one, else our estimate. */
export interface TokenUsage {
  prompt: number
  completion: number
}

export interface GenerationResult {
  text: string
  /** `length` when the reply budget cut the answer; `tool_calls` when it calls the client's tools. */
  finishReason?: 'stop' | 'length' | 'tool_calls'
  /** The calls of the client's tools the model made (only when the caller passed tools). */
  toolCalls?: ToolCall[]
  /** The model's count, when it sent one. */
  usage?: TokenUsage
  /** What the model thought, when it said so; never sent back upstream. */
  reasoning?: string
  engine: 'offline' | 'model'
  model: string
  /** Set when the chosen model failed and the offline engine answered in its place. */
  fallback?: string
  /** The failed model's tokens when it billed some before failing: counted, marked failed. */
  failed?: { model: string; usage: TokenUsage }
}

/**
 * One interface for every AI backend: an async generator of text chunks whose return value
 * is the final result. Aborting `signal` stops it; errors are `AiError`s with a user message.
 */
export interface AiProvider {
  readonly engine: 'offline' | 'model'
  readonly model: string
  generate(
    messages: ChatMessage[],
    options?: GenerateOptions,
  ): AsyncGenerator<string, GenerationResult>
}

export type AiErrorKind =
  'unreachable' | 'auth' | 'rate-limited' | 'upstream' | 'timeout' | 'malformed' | 'aborted'

const STATUS: Record<AiErrorKind, number> = {
  unreachable: 503,
  auth: 502,
  'rate-limited': 503,
  upstream: 502,
  timeout: 504,
  malformed: 502,
  aborted: 499,
}

/** A failure of the AI backend, with a message fit for the person chatting. */
export class AiError extends Error {
  readonly kind: AiErrorKind
  readonly status: number
  readonly retryAfterSeconds?: number
  /** What the model billed before the failure (its count, else our estimate), when it got that far. */
  usage?: TokenUsage

  constructor(kind: AiErrorKind, message: string, retryAfterSeconds?: number) {
    super(message)
    this.name = 'AiError'
    this.kind = kind
    this.status = STATUS[kind]
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** Runs a generation to the end and returns its result (for non-streaming callers). */
export async function collect(
  generation: AsyncGenerator<string, GenerationResult>,
): Promise<GenerationResult> {
  for (;;) {
    const step = await generation.next()
    if (step.done) return step.value
  }
}
