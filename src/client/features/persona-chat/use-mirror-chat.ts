import { chatPersonaIds } from '@content/personas'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef, type Dispatch } from 'react'
import { statusOf } from '@/client/lib/api-request'
import {
  chatReducer,
  chatRequestBody,
  initialChatState,
  type ChatAction,
  type ChatSessionState,
} from '@/client/lib/chat-session'
import {
  askPathOf,
  newMessageId,
  runChatTurn,
  USAGE_QUERY_KEY,
} from '@/client/lib/use-chat-session'
import type { PersonaId } from '@/shared/personas'

export type MirrorState = Record<PersonaId, ChatSessionState>

export function mirrorReducer(
  state: MirrorState,
  { persona, action }: { persona: PersonaId; action: ChatAction },
): MirrorState {
  return { ...state, [persona]: chatReducer(state[persona], action) }
}

const initialMirror = () =>
  Object.fromEntries(chatPersonaIds.map((id) => [id, initialChatState()])) as MirrorState

/**
 * Sends one question to every persona and streams the four answers side by side. A mirror
 * question is one conversation: the first persona starts it, and the other three are sent with
 * the conversation id from its `start` event (so the daily limit counts it once).
 */
export async function askMirror({
  state,
  message,
  dispatch,
  signal,
}: {
  state: MirrorState
  message: string
  dispatch: Dispatch<{ persona: PersonaId; action: ChatAction }>
  signal: AbortSignal
}): Promise<Error | null> {
  const [first, ...others] = chatPersonaIds as [PersonaId, ...PersonaId[]]
  const now = Date.now()
  const id = newMessageId()
  const bodies = Object.fromEntries(
    chatPersonaIds.map((persona) => [persona, chatRequestBody(state[persona], message)]),
  ) as Record<PersonaId, ReturnType<typeof chatRequestBody>>
  for (const persona of chatPersonaIds)
    dispatch({ persona, action: { type: 'send', text: message, now, id } })
  const run = (persona: PersonaId, body: object, onStart?: (conversationId: string) => void) =>
    runChatTurn({
      path: askPathOf(persona),
      body,
      signal,
      dispatch: (action) => dispatch({ persona, action }),
      onStart: onStart && ((meta) => onStart(meta.conversationId)),
    })

  let started!: (conversationId: string | null) => void
  const conversation = new Promise<string | null>((resolve) => (started = resolve))
  const firstTurn = run(first, bodies[first], started)
  const firstOutcome = firstTurn.then(
    () => null,
    (error: Error) => error,
  )
  void firstOutcome.then(() => started(null))
  const conversationId = await conversation
  if (!conversationId) {
    // The first persona never started (refused, failed or stopped): the others do not either.
    const error = await firstOutcome
    for (const persona of others) {
      dispatch({
        persona,
        action: error ? { type: 'failed', status: statusOf(error) } : { type: 'stopped' },
      })
    }
    return error
  }
  const outcomes = await Promise.all([
    firstOutcome,
    ...others.map((persona) =>
      run(persona, { ...bodies[persona], conversationId }).then(
        () => null,
        (error: Error) => error,
      ),
    ),
  ])
  return outcomes.find((error) => error !== null) ?? null
}

export function useMirrorChat(onError: (error: Error) => void) {
  const [state, dispatch] = useReducer(mirrorReducer, undefined, initialMirror)
  const controller = useRef<AbortController | null>(null)
  const queryClient = useQueryClient()
  const sending = chatPersonaIds.some((id) => state[id].sending)

  useEffect(() => () => controller.current?.abort(), [])

  const send = async (text: string) => {
    const message = text.trim()
    if (!message || sending) return
    const abort = new AbortController()
    controller.current = abort
    const startsConversation = !state.adam.conversationId
    const error = await askMirror({ state, message, dispatch, signal: abort.signal })
    if (startsConversation) void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY })
    if (error) onError(error)
  }

  const stop = useCallback(() => controller.current?.abort(), [])
  return { state, sending, send, stop }
}
