import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import {
  AiError,
  type AiProvider,
  type ChatMessage,
  type GenerateOptions,
  type GenerationResult,
} from './provider'
import { SELF_CALL_HEADER, SELF_CALL_TOKEN } from './self-call'
import { ThinkTags } from './think-tags'

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
      let toolCalls = false
      let finishReason: GenerationResult['finishReason']
      let usage: GenerationResult['usage']
      const tags = new ThinkTags()
      const think = (part: string) => {
        if (!part) return
        reasoning += part
        options.onReasoning?.(part)
      }
      const result = (): GenerationResult => {
        const rest = tags.end()
        think(rest.reasoning)
        text += rest.text
        // Reasoning alone, tool calls alone or nothing at all leave the person without an answer.
        if (!text.trim()) {
          const only = reasoning ? ' (only its reasoning)' : toolCalls ? ' (only tool calls)' : ''
          throw new AiError(
            'malformed',
            `The AI model at ${host} ended its reply without any text${only}.`,
          )
        }
        return {
          text,
          engine: 'model',
          model: config.model,
          ...(finishReason ? { finishReason } : {}),
          ...(usage ? { usage } : {}),
          ...(reasoning ? { reasoning } : {}),
        }
      }
      let response: IncomingMessage | undefined
      let finished = false
      try {
        armTimer()
        response = await post(
          endpoint,
          agent,
          {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            [SELF_CALL_HEADER]: SELF_CALL_TOKEN,
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          JSON.stringify({
            model: config.model,
            messages,
            stream: true,
            stream_options: { include_usage: true },
            ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
            ...options.sampling,
          }),
          controller.signal,
        ).catch((error) => {
          throw fail(error)
        })
        const status = response.statusCode ?? 0
        if (status < 200 || status > 299) {
          response.resume()
          throw httpError(status, host, header(response.headers['retry-after']), config.fixHint)
        }

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
          armTimer()
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
            if (chunk.usage) usage = chunk.usage
            if (chunk.finishReason) finishReason = chunk.finishReason
            if (chunk.toolCalls) toolCalls = true
            think(chunk.reasoning)
            if (chunk.content) {
              const part = tags.push(chunk.content)
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
  toolCalls: boolean
  finishReason?: 'stop' | 'length'
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
    toolCalls: Array.isArray(delta?.tool_calls) && delta.tool_calls.length > 0,
    ...(finish === 'length'
      ? { finishReason: 'length' as const }
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

function httpError(
  status: number,
  host: string,
  retryAfter: string | null,
  fixHint?: string,
): AiError {
  if (status === 401 || status === 403) {
    return new AiError(
      'auth',
      `The AI model at ${host} refused our credentials (HTTP ${status}). ${fixHint ?? 'Check AI_API_KEY.'}`,
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
      `The AI model at ${host} does not know this model or path (HTTP 404). ${fixHint ?? 'Check AI_MODEL and AI_BASE_URL.'}`,
    )
  }
  return new AiError(
    'upstream',
    `The AI model at ${host} failed to answer (HTTP ${status}). Try again.`,
  )
}
