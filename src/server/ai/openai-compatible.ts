import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import {
  AiError,
  type AiProvider,
  type ChatMessage,
  type GenerateOptions,
  type GenerationResult,
  type TokenUsage,
} from './provider'
import { applyQuirks, learnRefusal, quirksOf } from './model-family'
import { SELF_CALL_HEADER, SELF_CALL_TOKEN } from './self-call'
import { ThinkTags } from './think-tags'
import { messageTokens, tokensOf } from './tokens'
import { ToolCallDeltas } from './tool-call-deltas'

export interface OpenAiCompatibleConfig {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  baseUrl: string
  apiKey?: string
  model: string
  timeoutMs: number
  /** Where to fix the connection, instead of naming the AI_* variables (a connection added in the app). */
  fixHint?: string
}

/**
 * Chat completions with `stream: true` against any OpenAI-compatible server: OpenAI, Ollama,
 * vLLM, llama.cpp server, LM Studio. Every failure becomes an AiError with a clear message.
 */
export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig): AiProvider {
  const endpoint = new URL(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`)
  const host = endpoint.host
  // node:http rather than fetch: no web-stream layers between the socket and the first token.
  const agent =
    endpoint.protocol === 'https:'
      ? new https.Agent({ keepAlive: true })
      : new http.Agent({ keepAlive: true })

  // What this model takes (decision 243), learned further from its server's refusals.
  const quirks = quirksOf(config.model)
  // Whether this model's template opens a <think> block its reply only closes (decision 242):
  // learned from its first bare `</think>`, unlearned by a reply that never closes one.
  let startsInside = false

  return {
    engine: 'model',
    model: config.model,
    async *generate(messages: ChatMessage[], options: GenerateOptions = {}) {
      const timeoutMs = options.timeoutMs ?? config.timeoutMs
      const controller = new AbortController()
      let timedOut = false
      let timer: NodeJS.Timeout | undefined
      const armTimer = () => {
        clearTimeout(timer)
        timer = setTimeout(() => {
          timedOut = true
          controller.abort()
        }, timeoutMs)
      }
      const onAbort = () => controller.abort()
      options.signal?.addEventListener('abort', onAbort, { once: true })
      if (options.signal?.aborted) controller.abort()

      const fail = (error: unknown): AiError => {
        if (error instanceof AiError) return error
        if (timedOut) {
          // A sub-second timeout (tests, local models) would otherwise read "0 s".
          const limit = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`
          return new AiError(
            'timeout',
            `The AI model at ${host} took longer than ${limit} to answer. Try again, or ask a shorter question.`,
          )
        }
        if (options.signal?.aborted) return new AiError('aborted', 'The generation was stopped.')
        return new AiError(
          'unreachable',
          `The AI model at ${host} cannot be reached. ${config.fixHint ?? 'Check AI_BASE_URL, or unset it to use the offline engine.'}`,
        )
      }

      let text = ''
      let reasoning = ''
      const calls = new ToolCallDeltas()
      const wantsTools = Array.isArray(options.sampling?.tools) && options.sampling.tools.length > 0
      let finishReason: GenerationResult['finishReason']
      let usage: TokenUsage | undefined
      // Set once the model began answering: from then on, its tokens are billed even if it fails.
      let answering = false
      const tags = new ThinkTags(startsInside)
      const think = (part: string) => {
        if (!part) return
        reasoning += part
        options.onReasoning?.(part)
      }
      /** What the model billed: its own count, else our estimate of what it read and wrote. */
      const billed = (): TokenUsage =>
        usage ?? {
          prompt: messageTokens(messages),
          completion: tokensOf(text) + tokensOf(reasoning),
        }
      const result = (): GenerationResult => {
        const rest = tags.end()
        think(rest.reasoning)
        text += rest.text
        if (rest.unthought !== undefined) {
          // It did not think this time: what was taken for reasoning was the answer.
          reasoning = reasoning.slice(0, reasoning.length - rest.unthought.length)
          startsInside = false
        }
        if (tags.closedWithoutOpening) startsInside = true
        const toolCalls = wantsTools ? calls.done() : []
        // Reasoning alone, unasked tool calls alone or nothing at all leave nobody an answer.
        if (!text.trim() && !toolCalls.length) {
          const only = reasoning ? ' (only its reasoning)' : calls.seen ? ' (only tool calls)' : ''
          throw new AiError(
            'malformed',
            `The AI model at ${host} ended its reply without any text${only}.`,
          )
        }
        return {
          text,
          engine: 'model',
          model: config.model,
          ...(toolCalls.length
            ? { toolCalls, finishReason: 'tool_calls' as const }
            : finishReason && finishReason !== 'tool_calls'
              ? { finishReason }
              : {}),
          ...(usage ? { usage } : {}),
          ...(reasoning ? { reasoning } : {}),
        }
      }
      let response: IncomingMessage | undefined
      let finished = false
      try {
        armTimer()
        const body = {
          model: config.model,
          messages,
          stream: true,
          stream_options: { include_usage: true },
          ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
          ...options.sampling,
        }
        // At most one retry per refused parameter (max_tokens, temperature, top_p).
        for (let attempt = 0; ; attempt++) {
          const sent = applyQuirks(body, quirks)
          response = await post(
            endpoint,
            agent,
            {
              'content-type': 'application/json',
              accept: 'text/event-stream',
              [SELF_CALL_HEADER]: SELF_CALL_TOKEN,
              ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
            },
            JSON.stringify(sent),
            controller.signal,
          ).catch((error) => {
            throw fail(error)
          })
          const status = response.statusCode ?? 0
          if (status >= 200 && status <= 299) break
          const said = await readError(response)
          if (status === 400 && attempt < 3 && learnRefusal(said.error, quirks, sent)) continue
          throw httpError(
            status,
            host,
            header(response.headers['retry-after']),
            config.fixHint,
            said.message,
          )
        }
        answering = true

        response.setEncoding('utf8')
        const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>
        let buffer = ''
        for (;;) {
          let read: IteratorResult<string>
          try {
            read = await chunks.next()
          } catch (error) {
            throw fail(error)
          }
          if (read.done) break
          buffer += read.value
          let newline: number
          while ((newline = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, newline).trim()
            buffer = buffer.slice(newline + 1)
            const chunk = parseSseLine(line, host)
            if (chunk === DONE) {
              finished = true
              return result()
            }
            if (!chunk) continue
            // The time-outs count what the model says (text, reasoning, a tool call), never
            // bytes: `: keep-alive` comments and empty deltas do not keep a stalled model alive.
            if (chunk.content || chunk.reasoning || chunk.toolCalls.length) armTimer()
            if (chunk.usage) usage = chunk.usage
            if (chunk.finishReason) finishReason = chunk.finishReason
            calls.push(chunk.toolCalls)
            think(chunk.reasoning)
            if (chunk.content) {
              const part = tags.push(chunk.content)
              if (part.retracted !== undefined) {
                // What was given out as text was reasoning: the answer starts after `</think>`.
                text = ''
              }
              think(part.reasoning)
              if (part.text) {
                text += part.text
                yield part.text
              }
            }
          }
        }
        // A stream cut mid-reply ends the iteration without an error on some servers.
        if (!response.complete) throw fail(new Error('stream cut'))
        return result()
      } catch (error) {
        const failure = fail(error)
        if (answering && failure.kind !== 'aborted') failure.usage ??= billed()
        throw failure
      } finally {
        clearTimeout(timer)
        options.signal?.removeEventListener('abort', onAbort)
        if (response && !response.complete) release(response, finished, timeoutMs)
      }
    },
  }
}

/** Sends the request; resolves with the response once its headers arrive. */
function post(
  url: URL,
  agent: http.Agent,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? https.request : http.request
    let answered = false
    const request = send(url, { method: 'POST', agent, headers, signal }, (response) => {
      answered = true
      resolve(response)
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      // A server may close an idle keep-alive socket just as we reuse it (uvicorn after 5 s,
      // proxies, or any server while this process is too busy to expire the socket first). No
      // reply came, so the question is sent again on another socket instead of failing the turn.
      if (
        !answered &&
        request.reusedSocket &&
        STALE_SOCKET.has(error.code ?? '') &&
        !signal.aborted
      )
        post(url, agent, headers, body, signal).then(resolve, reject)
      else reject(error)
    })
    request.end(body)
  })
}

const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE'])

/**
 * Frees the socket of a reply we stopped reading: after [DONE] the rest of a whole reply is
 * drained so the socket goes back to the pool (closed if it does not end within the timeout);
 * a reply left unfinished (an error, the caller stopped reading) closes its socket.
 */
function release(response: IncomingMessage, finished: boolean, timeoutMs: number) {
  if (!finished) {
    response.destroy()
    return
  }
  response.resume()
  const timer = setTimeout(() => {
    if (!response.complete) response.destroy()
  }, timeoutMs)
  timer.unref()
  response.once('end', () => clearTimeout(timer))
}

const header = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? null

const DONE = Symbol('done')

interface StreamDelta {
  content: string
  reasoning: string
  toolCalls: unknown[]
  finishReason?: 'stop' | 'length' | 'tool_calls'
  usage?: { prompt: number; completion: number }
}

interface ChunkPayload {
  choices?: {
    delta?: {
      content?: unknown
      reasoning_content?: unknown
      reasoning?: unknown
      tool_calls?: unknown
    }
    finish_reason?: unknown
  }[]
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null
  error?: { message?: string }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/** One line of the SSE stream: its delta, DONE, or null for lines without data. */
function parseSseLine(line: string, host: string): StreamDelta | typeof DONE | null {
  if (!line.startsWith('data:')) return null
  const data = line.slice(5).trim()
  if (data === '[DONE]') return DONE
  let payload: ChunkPayload
  try {
    payload = JSON.parse(data)
  } catch {
    throw new AiError('malformed', `The AI model at ${host} sent a reply we could not read.`)
  }
  if (payload.error) {
    throw new AiError(
      'upstream',
      `The AI model at ${host} reported an error: ${payload.error.message ?? 'unknown'}.`,
    )
  }
  const choice = payload.choices?.[0]
  const delta = choice?.delta
  const finish = choice?.finish_reason
  const usage = payload.usage
  return {
    content: textOf(delta?.content),
    // vLLM and DeepSeek name it reasoning_content, Ollama and OpenRouter reasoning.
    reasoning: textOf(delta?.reasoning_content) || textOf(delta?.reasoning),
    toolCalls: Array.isArray(delta?.tool_calls) ? delta.tool_calls : [],
    ...(finish === 'length' || finish === 'tool_calls'
      ? { finishReason: finish }
      : finish
        ? { finishReason: 'stop' as const }
        : {}),
    ...(usage &&
    typeof usage.prompt_tokens === 'number' &&
    typeof usage.completion_tokens === 'number'
      ? { usage: { prompt: usage.prompt_tokens, completion: usage.completion_tokens } }
      : {}),
  }
}

/** Reads at most this much of an error answer: its message, not a page of HTML. */
const ERROR_BODY_BYTES = 16_384

/**
 * What a model server said with an error status: OpenAI's `{ error: { message, code, param } }`
 * (vLLM, llama.cpp, OpenRouter), Ollama's `{ error: "…" }`, else the start of its text.
 */
async function readError(
  response: IncomingMessage,
): Promise<{ message: string; error?: { code?: unknown; param?: unknown; message?: unknown } }> {
  let raw = ''
  try {
    response.setEncoding('utf8')
    for await (const part of response as AsyncIterable<string>) {
      raw += part
      if (raw.length >= ERROR_BODY_BYTES) break
    }
  } catch {
    // What came before the cut is all there is to say.
  } finally {
    response.destroy()
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = undefined
  }
  const error = (parsed as { error?: unknown } | undefined)?.error
  const said =
    typeof error === 'string'
      ? error
      : typeof (error as { message?: unknown } | undefined)?.message === 'string'
        ? (error as { message: string }).message
        : parsed === undefined && !/^\s*</.test(raw)
          ? raw
          : ''
  // One line, bounded: it is shown to the connection's administrator.
  const message = said.replace(/\s+/g, ' ').trim().slice(0, 300)
  return {
    message,
    ...(error && typeof error === 'object' ? { error: error as Record<string, unknown> } : {}),
  }
}

function httpError(
  status: number,
  host: string,
  retryAfter: string | null,
  fixHint?: string,
  said = '',
): AiError {
  const own = said ? `: ${said}` : ''
  if (status === 401 || status === 403) {
    return new AiError(
      'auth',
      `The AI model at ${host} refused our credentials (HTTP ${status}${own}). ${fixHint ?? 'Check AI_API_KEY.'}`,
    )
  }
  if (status === 429) {
    const seconds = Number(retryAfter)
    return new AiError(
      'rate-limited',
      'The AI model is busy right now (rate limited). Try again in a moment.',
      Number.isFinite(seconds) && seconds > 0 ? seconds : 10,
    )
  }
  if (status === 404) {
    return new AiError(
      'upstream',
      `The AI model at ${host} does not know this model or path (HTTP 404${own}). ${fixHint ?? 'Check AI_MODEL and AI_BASE_URL.'}`,
    )
  }
  return new AiError(
    'upstream',
    `The AI model at ${host} failed to answer (HTTP ${status}${own}). Try again.`,
  )
}
