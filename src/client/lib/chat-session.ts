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
  /**
   * streaming: arriving; stopped: the person pressed Stop; interrupted: the server restarted
   * (what was said is kept); failed: the reply never came.
   */
  status: 'done' | 'streaming' | 'stopped' | 'interrupted' | 'failed'
  engine?: 'offline' | 'model'
  /** Why the offline engine answered in place of the persona's model, when it did. */
  fallback?: string
  /** What the model thought before answering, shown collapsed; never sent back as history. */
  reasoning?: string
  /** When the thinking began and when the answer's first words came (ms since the epoch). */
  thinking?: { from: number; to?: number }
  /** Why the reply ended early, from the server (a restart). */
  notice?: string
  /** The model (or offline engine) that wrote a reply. */
  model?: string
  /** The reply budget cut the answer: it can be continued. */
  cut?: boolean
  /** Where a saved conversation stored the message. */
  serverId?: string
  /** The persona who wrote a reply (a group chat shows it; decision 271). */
  persona?: string
  /**
   * A regenerated reply's answers, oldest first (decision 205); the one at `shown` is this
   * message's own text (the entry there may be stale while it is shown).
   */
  variants?: ReplyVariant[]
  shown?: number
  /**
   * The answer the conversation goes on from, when it is not the one shown: the arrows only
   * look, "Use this answer" chooses (decision 218). Absent: the only answer.
   */
  chosen?: number
  /** A continue in progress: the answer so far, which the new words follow. */
  continuing?: string
}

/** One answer of a regenerated reply. */
export type ReplyVariant = Pick<
  ChatMessage,
  | 'text'
  | 'status'
  | 'engine'
  | 'model'
  | 'fallback'
  | 'reasoning'
  | 'thinking'
  | 'notice'
  | 'cut'
  | 'serverId'
  | 'timestamp'
  | 'persona'
>

const variantOf = ({
  text,
  status,
  engine,
  model,
  fallback,
  reasoning,
  thinking,
  notice,
  cut,
  serverId,
  timestamp,
  persona,
}: ChatMessage): ReplyVariant => ({
  text,
  status,
  timestamp,
  ...(engine ? { engine } : {}),
  ...(model ? { model } : {}),
  ...(fallback ? { fallback } : {}),
  ...(reasoning ? { reasoning } : {}),
  ...(thinking ? { thinking } : {}),
  ...(notice ? { notice } : {}),
  ...(cut ? { cut } : {}),
  ...(serverId ? { serverId } : {}),
  ...(persona ? { persona } : {}),
})

/** The id of a persona's greeting, the opening message of its chats. */
export const GREETING_ID = 'greeting'

/** The index of the answer a reply's conversation goes on from. */
export const answerInUse = (reply: ChatMessage) => reply.chosen ?? reply.shown ?? 0

/** A reply showing its answer `index`. */
function showing(reply: ChatMessage, index: number): ChatMessage {
  const variants = [...(reply.variants ?? [variantOf(reply)])]
  variants[reply.shown ?? 0] = variantOf(reply)
  const target = variants[index]
  if (!target) return reply
  const { id, isUser } = reply
  return { id, isUser, ...target, variants, shown: index, chosen: answerInUse(reply) }
}

/** The text and state of the answer a reply's conversation goes on from. */
function inUse(reply: ChatMessage): Pick<ChatMessage, 'text' | 'status' | 'persona'> {
  const at = answerInUse(reply)
  return at === (reply.shown ?? 0) ? reply : (reply.variants?.[at] ?? reply)
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
  | {
      type: 'start'
      conversationId: string
      engine: 'offline' | 'model'
      saved: boolean
      model?: string
      persona?: string
    }
  | { type: 'chunk'; text: string; now?: number }
  | { type: 'reasoning'; text: string; now: number }
  | { type: 'interrupted'; message: string }
  | { type: 'fallback'; message: string }
  | { type: 'done'; reply: ChatResponse; now: number }
  | { type: 'stopped' }
  | { type: 'failed'; status?: number }
  /** A new answer to the last question: the reply's earlier answers stay reachable. */
  | { type: 'regenerate'; now: number }
  /** The rest of the last reply, appended to it. */
  | { type: 'continue' }
  /** Show another answer of a regenerated reply. */
  | { type: 'show'; id: string; index: number }
  /** The answer shown becomes the one the conversation goes on from. */
  | { type: 'choose'; id: string }
  | { type: 'delete'; id: string }
  /** Keep the messages before `id` (an edited question is sent again from there). */
  | { type: 'cut'; id: string; conversationId?: string | null }
  /** A new chat: nothing of the conversation stays but its opening (a persona's greeting). */
  | { type: 'reset'; opening?: ChatMessage[] }

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
        messages: updateReply(state, (reply) => ({
          ...reply,
          engine: action.engine,
          ...(action.model ? { model: action.model } : {}),
          ...(action.persona ? { persona: action.persona } : {}),
        })),
      }
    case 'chunk':
      return {
        ...state,
        messages: updateReply(state, (reply) => ({
          ...reply,
          text: reply.text + action.text,
          ...(reply.thinking && !reply.thinking.to
            ? { thinking: { ...reply.thinking, to: action.now ?? reply.thinking.from } }
            : {}),
        })),
      }
    case 'reasoning':
      return {
        ...state,
        messages: updateReply(state, (reply) => ({
          ...reply,
          reasoning: (reply.reasoning ?? '') + action.text,
          thinking: reply.thinking ?? { from: action.now },
        })),
      }
    case 'interrupted':
      return {
        ...state,
        sending: false,
        messages: updateReply(state, (reply) => ({
          ...reply,
          status: 'interrupted',
          notice: action.message,
        })),
      }
    case 'fallback':
      return {
        ...state,
        messages: updateReply(state, (reply) => {
          const { reasoning: _reasoning, thinking: _thinking, ...rest } = reply
          return {
            ...rest,
            text: reply.continuing ?? '',
            engine: 'offline',
            fallback: action.message,
          }
        }),
      }
    case 'done': {
      const ids = action.reply.messageIds
      const messages = updateReply(state, (reply) => {
        const { continuing: _continuing, cut: _cut, ...rest } = reply
        return {
          ...rest,
          text: (reply.continuing ?? '') + action.reply.response,
          engine: action.reply.engine,
          model: action.reply.model,
          persona: action.reply.persona,
          ...(action.reply.finishReason === 'length' ? { cut: true } : {}),
          ...(ids ? { serverId: ids.answer } : {}),
          ...(action.reply.fallback ? { fallback: action.reply.fallback } : {}),
          ...(action.reply.reasoning && !reply.reasoning
            ? { reasoning: action.reply.reasoning }
            : {}),
          // A new answer is the one the conversation goes on from, as on the server.
          ...(reply.variants ? { chosen: reply.shown ?? 0 } : {}),
          timestamp: action.now,
          status: 'done',
        }
      })
      // The question's stored id, for its own controls (a regenerate or continue has none).
      const question = messages.at(-2)
      if (ids?.question && question?.isUser)
        messages[messages.length - 2] = { ...question, serverId: ids.question }
      return {
        ...state,
        sending: false,
        conversationId: action.reply.conversationId,
        saved: action.reply.saved,
        messages,
      }
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
          reply.text
            ? { ...reply, status: 'failed' }
            : // A regenerate that never answered shows the answer before it again.
              reply.variants && reply.variants.length > 1
              ? { ...showing(reply, (reply.shown ?? 1) - 1), variants: reply.variants.slice(0, -1) }
              : null,
        ),
      }
    case 'regenerate': {
      const last = state.messages.at(-1)
      if (!last || last.isUser || state.sending) return state
      const kept = showing(last, last.shown ?? 0)
      const variants = [
        ...kept.variants!,
        { text: '', status: 'streaming' as const, timestamp: action.now },
      ]
      return {
        ...state,
        sending: true,
        limitReached: false,
        messages: [
          ...state.messages.slice(0, -1),
          {
            id: last.id,
            isUser: false,
            text: '',
            status: 'streaming',
            timestamp: action.now,
            variants,
            shown: variants.length - 1,
            chosen: answerInUse(kept),
          },
        ],
      }
    }
    case 'continue': {
      const last = state.messages.at(-1)
      if (!last || last.isUser || state.sending) return state
      const { notice: _notice, cut: _cut, ...rest } = last
      return {
        ...state,
        sending: true,
        messages: [
          ...state.messages.slice(0, -1),
          { ...rest, status: 'streaming', continuing: last.text },
        ],
      }
    }
    case 'show':
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id === action.id && !message.isUser && message.status !== 'streaming'
            ? // The greeting shown is the one in context: swiping it chooses it.
              message.id === GREETING_ID
              ? { ...showing(message, action.index), chosen: action.index }
              : showing(message, action.index)
            : message,
        ),
      }
    case 'choose':
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id === action.id && !message.isUser && message.status !== 'streaming'
            ? { ...message, chosen: message.shown ?? 0 }
            : message,
        ),
      }
    case 'delete':
      return { ...state, messages: state.messages.filter((message) => message.id !== action.id) }
    case 'cut': {
      const at = state.messages.findIndex((message) => message.id === action.id)
      if (at < 0) return state
      return {
        ...state,
        messages: state.messages.slice(0, at),
        ...(action.conversationId !== undefined ? { conversationId: action.conversationId } : {}),
      }
    }
    case 'reset':
      return initialChatState(action.opening?.length ? { messages: action.opening } : {})
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
    const reply = messages[i + 1]
    const answer = reply && !reply.isUser ? inUse(reply) : undefined
    if (question?.isUser && answer && answer.status === 'done') {
      turns.push(
        { role: 'user', content: question.text.slice(0, MAX_HISTORY_ENTRY) },
        {
          role: 'assistant',
          content: answer.text.slice(0, MAX_HISTORY_ENTRY),
          // A group chat's prompt names who said it (decision 271).
          ...(answer.persona ? { persona: answer.persona } : {}),
        },
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
  const greeting = greetingOf(state.messages)
  return {
    message,
    context: { timestamp: new Date().toISOString(), platform: 'web' },
    ...(state.conversationId ? { conversationId: state.conversationId } : {}),
    ...(history.length ? { history } : {}),
    ...(greeting ? { greeting } : {}),
    ...extra,
  }
}

/** Which of a persona's greetings the chat opened with (0: its first message). */
export function greetingOf(messages: readonly ChatMessage[]): number {
  const first = messages[0]
  return first?.id === GREETING_ID ? answerInUse(first) : 0
}
