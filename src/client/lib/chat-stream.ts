import type { ChatResponse, ChatStreamEvent } from '@/shared/chat'
import { ApiError, errorMessageOf, NETWORK_ERROR_MESSAGE } from './api-request'

export const INVALID_RESPONSE_FORMAT = 'Invalid response format from server'

/** The server restarted while answering; what it said so far was kept. */
export class ChatInterruptedError extends ApiError {
  constructor(message: string) {
    super(message, 503)
  }
}

export interface StreamChatOptions {
  signal?: AbortSignal
  baseUrl?: string
  onStart?: (meta: Extract<ChatStreamEvent, { event: 'start' }>['data']) => void
  onChunk?: (text: string) => void
  /** What the model thinks before it answers; not part of the reply. */
  onReasoning?: (text: string) => void
  /** The model failed: the text so far is void, the offline engine's answer follows. */
  onFallback?: (message: string) => void
}

/**
 * Posts a chat message asking for Server-Sent Events and reports the reply as it streams.
 * Resolves with the final reply; rejects with an ApiError (with the texts of
 * docs/product/errors-and-states.md) or AbortError.
 */
export async function streamChat(
  path: string,
  payload: unknown,
  options: StreamChatOptions = {},
): Promise<ChatResponse> {
  let response: Response
  try {
    response = await fetch(`${options.baseUrl ?? ''}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(payload),
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0)
  }
  if (!response.ok) throw new ApiError(await errorMessageOf(response), response.status)

  if (
    !(response.headers.get('content-type') ?? '').includes('text/event-stream') ||
    !response.body
  ) {
    // A server that answered JSON after all: still a reply if it has `response`.
    const data = (await response.json().catch(() => null)) as Partial<ChatResponse> | null
    if (!data || typeof data.response !== 'string')
      throw new ApiError(INVALID_RESPONSE_FORMAT, response.status)
    options.onChunk?.(data.response)
    return data as ChatResponse
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      buffer += value
      let boundary: number
      while ((boundary = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, boundary)
        buffer = buffer.slice(boundary + 2)
        const event = parseEvent(block)
        if (!event) continue
        if (event.event === 'start') options.onStart?.(event.data)
        else if (event.event === 'chunk') options.onChunk?.(event.data.text)
        else if (event.event === 'reasoning') options.onReasoning?.(event.data.text)
        else if (event.event === 'interrupted') throw new ChatInterruptedError(event.data.message)
        else if (event.event === 'fallback') options.onFallback?.(event.data.message)
        else if (event.event === 'error') throw new ApiError(event.data.message, 502)
        else if (event.event === 'done') {
          if (typeof event.data?.response !== 'string')
            throw new ApiError(INVALID_RESPONSE_FORMAT, 200)
          return event.data
        }
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    if (options.signal?.aborted) throw new DOMException('The reply was stopped', 'AbortError')
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0)
  } finally {
    reader.releaseLock()
  }
  throw new ApiError(INVALID_RESPONSE_FORMAT, 200)
}

function parseEvent(block: string): ChatStreamEvent | null {
  const name = /^event: ?(.*)$/m.exec(block)?.[1]
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''))
    .join('\n')
  if (!name || !data) return null
  try {
    return { event: name, data: JSON.parse(data) } as ChatStreamEvent
  } catch {
    throw new ApiError(INVALID_RESPONSE_FORMAT, 200)
  }
}
