import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef, type Dispatch } from 'react'
import type { ChatResponse, ChatStreamEvent } from '@/shared/chat'
import { pathOf } from '@/shared/endpoint'
import { chatEndpoints } from '@/shared/endpoints/chat'
import { tiersEndpoints } from '@/shared/endpoints/tiers'
import { queryKeyOf } from './api'
import { statusOf } from './api-request'
import { streamChat } from './chat-stream'
import {
  chatReducer,
  chatRequestBody,
  initialChatState,
  type ChatAction,
  type ChatSessionState,
} from './chat-session'

/** The query key of the caller's usage (conversations left today). */
export const USAGE_QUERY_KEY = queryKeyOf(tiersEndpoints.usage)

/** Where a persona is asked (JSON or a stream). */
export const askPathOf = (persona: string) => pathOf(chatEndpoints.ask.path, { persona })

export type StartMeta = Extract<ChatStreamEvent, { event: 'start' }>['data']

export const isAbortError = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError'

/**
 * Streams one reply into a conversation's state. Resolves with the reply, or null when it was
 * stopped; rejects with the error (an ApiError with the text the person sees,
 * docs/product/errors-and-states.md) after marking it failed.
 */
export async function runChatTurn({
  path,
  body,
  dispatch,
  signal,
  onStart,
}: {
  path: string
  body: unknown
  dispatch: Dispatch<ChatAction>
  signal: AbortSignal
  onStart?: (meta: StartMeta) => void
}): Promise<ChatResponse | null> {
  try {
    const reply = await streamChat(path, body, {
      signal,
      onStart: (meta) => {
        dispatch({ type: 'start', ...meta })
        onStart?.(meta)
      },
      onChunk: (text) => dispatch({ type: 'chunk', text }),
      onFallback: (message) => dispatch({ type: 'fallback', message }),
    })
    dispatch({ type: 'done', reply, now: Date.now() })
    return reply
  } catch (error) {
    if (isAbortError(error)) {
      dispatch({ type: 'stopped' })
      return null
    }
    dispatch({ type: 'failed', status: statusOf(error) })
    throw error
  }
}

let nextMessageId = 0
export const newMessageId = () => `m${Date.now().toString(36)}-${(nextMessageId++).toString(36)}`

export interface ChatSessionOptions {
  /** The endpoint, e.g. `/api/ai-agents/eve/ask`. */
  path: string
  /** Extra fields of every request (the companion's `agent`). */
  extraBody?: Record<string, unknown>
  /** A conversation to continue (a reopened or branched one). */
  initial?: Partial<ChatSessionState>
  onReply?: (reply: ChatResponse) => void
  onError?: (error: Error) => void
}

/**
 * One conversation with a persona: send (trimmed, not while sending), stream the reply, stop
 * it. Starting a new conversation refreshes the day's usage.
 */
export function useChatSession({ path, extraBody, initial, onReply, onError }: ChatSessionOptions) {
  const [state, dispatch] = useReducer(chatReducer, initial, initialChatState)
  const controller = useRef<AbortController | null>(null)
  const queryClient = useQueryClient()

  useEffect(() => () => controller.current?.abort(), [])

  const send = async (text: string) => {
    const message = text.trim()
    if (!message || state.sending) return false
    const body = chatRequestBody(state, message, extraBody)
    const startsConversation = !state.conversationId
    const abort = new AbortController()
    controller.current = abort
    dispatch({ type: 'send', text: message, now: Date.now(), id: newMessageId() })
    try {
      const reply = await runChatTurn({ path, body, dispatch, signal: abort.signal })
      if (reply) onReply?.(reply)
    } catch (error) {
      onError?.(error as Error)
    } finally {
      // A new conversation (or a refused one, 429) changes what is left today.
      if (startsConversation) void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY })
    }
    return true
  }

  const stop = useCallback(() => controller.current?.abort(), [])

  return { state, send, stop }
}
