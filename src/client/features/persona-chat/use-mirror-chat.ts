import { chatPersonaIds } from '@content/personas'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef, useState, type Dispatch } from 'react'
import { statusOf } from '@/client/lib/api-request'
import { toggleChosen } from '@/client/lib/chat-persona'
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

/** Each persona's side of the mirror, by its registry id (a built-in's or a studio persona's). */
export type MirrorState = Record<string, ChatSessionState>

export const mirrorStateOf = (state: MirrorState, persona: string) =>
  state[persona] ?? initialChatState()

export function mirrorReducer(
  state: MirrorState,
  { persona, action }: { persona: string; action: ChatAction },
): MirrorState {
  return { ...state, [persona]: chatReducer(mirrorStateOf(state, persona), action) }
}

const initialMirror = () =>
  Object.fromEntries(chatPersonaIds.map((id) => [id, initialChatState()])) as MirrorState

/**
 * Sends one question to every chosen persona and streams their answers side by side. A mirror
 * question is one conversation: the first persona starts it (one already in it, when a persona
 * joined later), and the others are sent with the conversation id from its `start` event (so
 * the daily limit counts it once).
 */
export async function askMirror({
  state,
  chosen = chatPersonaIds,
  message,
  dispatch,
  signal,
}: {
  state: MirrorState
  /** Who answers; the four built-ins unless the person chose others. */
  chosen?: readonly string[]
  message: string
  dispatch: Dispatch<{ persona: string; action: ChatAction }>
  signal: AbortSignal
}): Promise<Error | null> {
  const joined = chosen.find((persona) => mirrorStateOf(state, persona).conversationId)
  const first = joined ?? chosen[0]
  if (!first) return null
  const others = chosen.filter((persona) => persona !== first)
  const now = Date.now()
  const id = newMessageId()
  const bodies = Object.fromEntries(
    chosen.map((persona) => [persona, chatRequestBody(mirrorStateOf(state, persona), message)]),
  ) as Partial<Record<string, ReturnType<typeof chatRequestBody>>>
  for (const persona of chosen)
    dispatch({ persona, action: { type: 'send', text: message, now, id } })
  const run = (persona: string, body: object, onStart?: (conversationId: string) => void) =>
    runChatTurn({
      path: askPathOf(persona),
      body,
      signal,
      dispatch: (action) => dispatch({ persona, action }),
      onStart: onStart && ((meta) => onStart(meta.conversationId)),
    })

  let started!: (conversationId: string | null) => void
  const conversation = new Promise<string | null>((resolve) => (started = resolve))
  const firstTurn = run(first, bodies[first] ?? {}, started)
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
  const [chosen, setChosen] = useState<readonly string[]>(chatPersonaIds)
  const controller = useRef<AbortController | null>(null)
  const queryClient = useQueryClient()
  const sending = Object.values(state).some((side) => side.sending)

  useEffect(() => () => controller.current?.abort(), [])

  const send = async (text: string) => {
    const message = text.trim()
    if (!message || sending) return
    const abort = new AbortController()
    controller.current = abort
    const startsConversation = !Object.values(state).some((side) => side.conversationId)
    const error = await askMirror({ state, chosen, message, dispatch, signal: abort.signal })
    if (startsConversation) void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY })
    if (error) onError(error)
  }

  /** Adds or removes a persona from those who answer; at least one always answers. */
  const toggle = (persona: string) => setChosen((current) => toggleChosen(current, persona))

  const stop = useCallback(() => controller.current?.abort(), [])
  return { state, chosen, toggle, sending, send, stop }
}
