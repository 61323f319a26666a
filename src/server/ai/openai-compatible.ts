import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import {
  AiError,
  type AiProvider,
  type ChatMessage,
  type GenerateOptions,
  type GenerationResult,
} from './provider'

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
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          JSON.stringify({
            model: config.model,
            messages,
            stream: true,
            ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
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
              return { text, engine: 'model', model: config.model } satisfies GenerationResult
            }
            if (chunk) {
              text += chunk
              yield chunk
            }
          }
        }
        // A stream cut mid-reply ends the iteration without an error on some servers.
        if (!response.complete) throw fail(new Error('stream cut'))
        if (!text)
          throw new AiError(
            'malformed',
            `The AI model at ${host} ended its reply without any text.`,
          )
        return { text, engine: 'model', model: config.model } satisfies GenerationResult
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
    const request = send(url, { method: 'POST', agent, headers, signal }, resolve)
    request.on('error', reject)
    request.end(body)
  })
}

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

/** One line of the SSE stream: the delta text, DONE, or null for lines without text. */
function parseSseLine(line: string, host: string): string | typeof DONE | null {
  if (!line.startsWith('data:')) return null
  const data = line.slice(5).trim()
  if (data === '[DONE]') return DONE
  let payload: { choices?: { delta?: { content?: unknown } }[]; error?: { message?: string } }
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
  const content = payload.choices?.[0]?.delta?.content
  return typeof content === 'string' && content ? content : null
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
