import {
  MAX_CHAT_MESSAGE,
  MAX_HISTORY_TURNS,
  type ChatResponse,
  type ChatTurn,
} from '@/shared/chat'

/**
 * docs/product/persona-chat.md "Chat message", plus what the screen needs to show a reply as it
 * streams.
 */
export interface ChatMessage {
  id: string
  text: string
  isUser: boolean
  timestamp: number
  /** streaming: arriving; stopped: the person pressed Stop; failed: the reply never came. */
  status: 'done' | 'streaming' | 'stopped' | 'failed'
  engine?: 'offline' | 'model'
  /** Why the offline engine answered in place of the persona's model, when it did. */
  fallback?: string
}

export interface ChatSessionState {
  messages: ChatMessage[]
  /** Set by the server's first answer; sent back to continue the same conversation. */
  conversationId: string | null
  /** Whether the server keeps the messages (premium); otherwise we send the recent turns. */
  saved: boolean
  sending: boolean
  /** The daily conversation limit was reached (HTTP 429): show the upgrade link. */
  limitReached: boolean
}

export type ChatAction =
  | { type: 'send'; text: string; now: number; id: string }
  | { type: 'start'; conversationId: string; engine: 'offline' | 'model'; saved: boolean }
  | { type: 'chunk'; text: string }
  | { type: 'fallback'; message: string }
  | { type: 'done'; reply: ChatResponse; now: number }
  | { type: 'stopped' }
  | { type: 'failed'; status?: number }

export const MAX_HISTORY_ENTRIES = MAX_HISTORY_TURNS * 2
/** The server takes history entries of up to this many characters (ChatTurnSchema). */
const MAX_HISTORY_ENTRY = MAX_CHAT_MESSAGE * 2

export function initialChatState(seed: Partial<ChatSessionState> = {}): ChatSessionState {
  return {
    messages: [],
    conversationId: null,
    saved: false,
    sending: false,
    limitReached: false,
    ...seed,
  }
}

/** Applies `change` to the reply being written (the last message, when it is streaming). */
function updateReply(state: ChatSessionState, change: (reply: ChatMessage) => ChatMessage | null) {
  const last = state.messages.at(-1)
  if (!last || last.isUser || last.status !== 'streaming') return state.messages
  const next = change(last)
  return next ? [...state.messages.slice(0, -1), next] : state.messages.slice(0, -1)
}

/** One conversation's state, driven by the events of a streamed reply. */
export function chatReducer(state: ChatSessionState, action: ChatAction): ChatSessionState {
  switch (action.type) {
    case 'send':
      return {
        ...state,
        sending: true,
        limitReached: false,
        messages: [
          ...state.messages,
          { id: action.id, text: action.text, isUser: true, timestamp: action.now, status: 'done' },
          {
            id: `${action.id}-reply`,
            text: '',
            isUser: false,
            timestamp: action.now,
            status: 'streaming',
          },
        ],
      }
    case 'start':
      return {
        ...state,
        conversationId: action.conversationId,
        saved: action.saved,
        messages: updateReply(state, (reply) => ({ ...reply, engine: action.engine })),
      }
    case 'chunk':
      return {
        ...state,
        messages: updateReply(state, (reply) => ({ ...reply, text: reply.text + action.text })),
      }
    case 'fallback':
      return {
        ...state,
        messages: updateReply(state, (reply) => ({
          ...reply,
          text: '',
          engine: 'offline',
          fallback: action.message,
        })),
      }
    case 'done':
      return {
        ...state,
        sending: false,
        conversationId: action.reply.conversationId,
        saved: action.reply.saved,
        messages: updateReply(state, (reply) => ({
          ...reply,
          text: action.reply.response,
          engine: action.reply.engine,
          ...(action.reply.fallback ? { fallback: action.reply.fallback } : {}),
          timestamp: action.now,
          status: 'done',
        })),
      }
    case 'stopped':
      return {
        ...state,
        sending: false,
        messages: updateReply(state, (reply) => ({ ...reply, status: 'stopped' })),
      }
    case 'failed':
      return {
        ...state,
        sending: false,
        limitReached: action.status === 429,
        // The question stays on screen; the empty reply goes, a partial one is kept as failed.
        messages: updateReply(state, (reply) =>
          reply.text ? { ...reply, status: 'failed' } : null,
        ),
      }
  }
}

/**
 * The turns to send with an unsaved conversation: finished exchanges only (a question whose
 * reply was stopped or failed never reached the persona's memory), the last 40 entries.
 */
export function historyOf(messages: ChatMessage[]): ChatTurn[] {
  const turns: ChatTurn[] = []
  for (let i = 0; i < messages.length - 1; i++) {
    const question = messages[i]
    const answer = messages[i + 1]
    if (question?.isUser && answer && !answer.isUser && answer.status === 'done') {
      turns.push(
        { role: 'user', content: question.text.slice(0, MAX_HISTORY_ENTRY) },
        { role: 'assistant', content: answer.text.slice(0, MAX_HISTORY_ENTRY) },
      )
      i++
    }
  }
  return turns.slice(-MAX_HISTORY_ENTRIES)
}

/** The body of the next message: continue the conversation, and carry history when unsaved. */
export function chatRequestBody(
  state: Pick<ChatSessionState, 'messages' | 'conversationId' | 'saved'>,
  message: string,
  extra: Record<string, unknown> = {},
) {
  const history = state.saved ? [] : historyOf(state.messages)
  return {
    message,
    context: { timestamp: new Date().toISOString(), platform: 'web' },
    ...(state.conversationId ? { conversationId: state.conversationId } : {}),
    ...(history.length ? { history } : {}),
    ...extra,
  }
}
