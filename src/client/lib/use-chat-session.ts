import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef, type Dispatch } from 'react'
import type { ChatMode, ChatResponse, ChatStreamEvent } from '@/shared/chat'
import { pathOf } from '@/shared/endpoint'
import { chatEndpoints } from '@/shared/endpoints/chat'
import { memoryEndpoints } from '@/shared/endpoints/memory'
import { tiersEndpoints } from '@/shared/endpoints/tiers'
import { api, queryKeyOf } from './api'
import { statusOf } from './api-request'
import { ChatInterruptedError, streamChat } from './chat-stream'
import {
  answerInUse,
  chatReducer,
  chatRequestBody,
  greetingOf,
  historyOf,
  initialChatState,
  type ChatAction,
  type ChatMessage,
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
 * stopped or a server restart interrupted it; rejects with the error (an ApiError with the text the person sees,
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
      onChunk: (text) => dispatch({ type: 'chunk', text, now: Date.now() }),
      onReasoning: (text) => dispatch({ type: 'reasoning', text, now: Date.now() }),
      onFallback: (message) => dispatch({ type: 'fallback', message }),
    })
    dispatch({ type: 'done', reply, now: Date.now() })
    return reply
  } catch (error) {
    if (isAbortError(error)) {
      dispatch({ type: 'stopped' })
      return null
    }
    if (error instanceof ChatInterruptedError) {
      dispatch({ type: 'interrupted', message: error.message })
      return null
    }
    dispatch({ type: 'failed', status: statusOf(error) })
    throw error
  }
}

let nextMessageId = 0
export const newMessageId = () => `m${Date.now().toString(36)}-${(nextMessageId++).toString(36)}`

/** The query key of saved conversations (the history lists and each conversation). */
const CONVERSATIONS_QUERY_KEY = queryKeyOf(memoryEndpoints.conversations)

export interface ChatSessionOptions {
  /** The endpoint, e.g. `/api/ai-agents/eve/ask`. */
  path: string
  /** Extra fields of every request (the companion's `agent`, the model picked). */
  extraBody?: Record<string, unknown>
  /** A conversation to continue (a reopened or branched one). */
  initial?: Partial<ChatSessionState>
  /** What every new chat opens with when `initial` is not given: a persona's greeting. */
  opening?: ChatMessage[]
  onReply?: (reply: ChatResponse) => void
  onError?: (error: Error) => void
}

/** What a control can do with a message right now (docs/product/persona-chat.md). */
export interface MessageAbilities {
  edit: boolean
  remove: boolean
  regenerate: boolean
  continue: boolean
  /** The answer shown is not the one the conversation goes on from. */
  choose: boolean
}

/**
 * One conversation with a persona: send (trimmed, not while sending), stream the reply, stop
 * it; and its controls (decision 205): regenerate or continue the last reply, edit a question
 * (a saved conversation branches there), delete a message, start a new chat. A saved
 * conversation's changes are the server's; an unsaved one's live here and go with its history.
 * Starting a new conversation refreshes the day's usage.
 */
export function useChatSession({
  path,
  extraBody,
  initial,
  opening,
  onReply,
  onError,
}: ChatSessionOptions) {
  const [state, dispatch] = useReducer(
    chatReducer,
    initial ?? (opening?.length ? { messages: opening } : undefined),
    initialChatState,
  )
  const controller = useRef<AbortController | null>(null)
  const queryClient = useQueryClient()

  useEffect(() => () => controller.current?.abort(), [])

  /** Streams a reply to `body` after `action` put its place on screen. */
  const run = async (action: ChatAction, body: unknown, startsConversation: boolean) => {
    const abort = new AbortController()
    controller.current = abort
    dispatch(action)
    try {
      const reply = await runChatTurn({ path, body, dispatch, signal: abort.signal })
      if (reply) onReply?.(reply)
      if (reply?.saved) void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY })
    } catch (error) {
      onError?.(error as Error)
    } finally {
      // A new conversation (or a refused one, 429) changes what is left today.
      if (startsConversation) void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY })
    }
  }

  const sendFrom = async (base: ChatSessionState, text: string) => {
    const message = text.trim()
    if (!message || base.sending) return false
    const body = chatRequestBody(base, message, extraBody)
    await run(
      { type: 'send', text: message, now: Date.now(), id: newMessageId() },
      body,
      !base.conversationId,
    )
    return true
  }

  const send = (text: string) => sendFrom(state, text)

  /** Asks the last question again (regenerate) or for the rest of the last answer (continue). */
  const redo = async (kind: ChatMode['kind']) => {
    const answer = state.messages.at(-1)
    const question = state.messages.at(-2)
    if (state.sending || !answer || answer.isUser || !question?.isUser) return
    const mode: ChatMode = state.saved
      ? { kind, ...(answer.serverId ? { answerId: answer.serverId } : {}) }
      : { kind, ...(kind === 'continue' ? { partial: answer.text } : {}) }
    const history = state.saved ? [] : historyOf(state.messages.slice(0, -2))
    const body = {
      message: question.text,
      context: { timestamp: new Date().toISOString(), platform: 'web' },
      ...(state.conversationId ? { conversationId: state.conversationId } : {}),
      ...(history.length ? { history } : {}),
      ...(greetingOf(state.messages) ? { greeting: greetingOf(state.messages) } : {}),
      ...extraBody,
      mode,
    }
    await run(
      kind === 'regenerate' ? { type: 'regenerate', now: Date.now() } : { type: 'continue' },
      body,
      !state.conversationId,
    )
  }

  /** Sends `text` in place of the question `id`: what followed it goes (a saved one branches). */
  const edit = async (id: string, text: string) => {
    const at = state.messages.findIndex((message) => message.id === id)
    if (state.sending || at < 0 || !text.trim()) return
    let conversationId: string | null | undefined
    if (state.saved && state.conversationId) {
      const before = state.messages[at - 1]
      if (before?.serverId) {
        try {
          const branch = await api(memoryEndpoints.branch, {
            params: { id: state.conversationId },
            body: { messageId: before.serverId },
          })
          conversationId = branch.id
          void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY })
        } catch (error) {
          onError?.(error as Error)
          return
        }
      } else conversationId = null
    }
    const cut: ChatAction = {
      type: 'cut',
      id,
      ...(conversationId !== undefined ? { conversationId } : {}),
    }
    dispatch(cut)
    await sendFrom(chatReducer(state, cut), text)
  }

  /** Deletes a message (a saved conversation's on the server first). */
  const remove = async (id: string) => {
    const message = state.messages.find((m) => m.id === id)
    if (!message || state.sending) return
    if (state.saved && state.conversationId && message.serverId) {
      try {
        await api(memoryEndpoints.deleteMessage, {
          params: { id: state.conversationId, messageId: message.serverId },
        })
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY })
      } catch (error) {
        onError?.(error as Error)
        return
      }
    }
    dispatch({ type: 'delete', id })
  }

  /**
   * Makes the answer shown the one the conversation goes on from ("Use this answer"); a saved
   * conversation records it on the server first, so it holds when reopened (decision 218).
   */
  const choose = async (id: string) => {
    const message = state.messages.find((m) => m.id === id)
    if (!message || message.isUser || state.sending) return
    if (state.saved && state.conversationId && message.serverId) {
      try {
        await api(memoryEndpoints.chooseAnswer, {
          params: { id: state.conversationId, messageId: message.serverId },
        })
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY })
      } catch (error) {
        onError?.(error as Error)
        return
      }
    }
    dispatch({ type: 'choose', id })
  }

  const stop = useCallback(() => controller.current?.abort(), [])

  /** A fresh conversation, the one before left as it is (a saved one stays in the history). */
  const newChat = () => {
    controller.current?.abort()
    dispatch({ type: 'reset', ...(opening ? { opening } : {}) })
  }

  const before = (message: ChatMessage) => state.messages[state.messages.indexOf(message) - 1]
  const abilities = (message: ChatMessage): MessageAbilities => {
    const last = state.messages.at(-1) === message
    const idle = !state.sending
    // A saved conversation changes on the server: a message it has not named yet cannot.
    const known = !state.saved || !!message.serverId
    const answered = !message.isUser && last && message.status !== 'streaming'
    const used = answerInUse(message) === (message.shown ?? 0)
    return {
      edit:
        idle &&
        message.isUser &&
        (!state.saved || state.messages[0] === message || !!before(message)?.serverId),
      remove: idle && known && message.status !== 'streaming',
      regenerate: idle && answered && state.messages.at(-2)?.isUser === true,
      choose: idle && known && !message.isUser && !used && message.status !== 'streaming',
      continue:
        idle &&
        answered &&
        used &&
        !!message.text &&
        (message.cut === true || message.status === 'stopped' || message.status === 'interrupted'),
    }
  }

  return {
    state,
    send,
    stop,
    newChat,
    edit,
    remove,
    regenerate: () => redo('regenerate'),
    continueReply: () => redo('continue'),
    show: (id: string, index: number) => dispatch({ type: 'show', id, index }),
    choose,
    abilities,
  }
}
