import { chatPersonaIds } from '@content/personas'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initialChatState } from '@/client/lib/chat-session'
import { askMirror, mirrorReducer, type MirrorState } from './use-mirror-chat'

const CONVERSATION = '0b5c7c1e-1f0a-4c5e-9a57-6f1d2a3b4c5d'
const fresh = () =>
  Object.fromEntries(chatPersonaIds.map((id) => [id, initialChatState()])) as MirrorState

const streamFor = (persona: string) =>
  new Response(
    [
      ['start', { conversationId: CONVERSATION, engine: 'offline', model: 'm', saved: false }],
      ['chunk', { text: `${persona} says hi` }],
      [
        'done',
        {
          response: `${persona} says hi`,
          conversationId: CONVERSATION,
          persona,
          engine: 'offline',
          model: 'm',
          saved: false,
        },
      ],
    ]
      .map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      .join(''),
    { headers: { 'content-type': 'text/event-stream' } },
  )

/** Runs a mirror question against a stubbed fetch, applying every action to real state. */
async function run(
  fetchImpl: (url: string, body: Record<string, unknown>) => Promise<Response>,
  { start = fresh(), chosen }: { start?: MirrorState; chosen?: string[] } = {},
) {
  const requests: { url: string; body: Record<string, unknown> }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>
    requests.push({ url, body })
    return fetchImpl(url, body)
  })
  let state = start
  const error = await askMirror({
    state,
    ...(chosen ? { chosen } : {}),
    message: 'What is the codex?',
    dispatch: (action) => (state = mirrorReducer(state, action)),
    signal: new AbortController().signal,
  })
  return { requests, state, error }
}

describe('askMirror', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('starts one conversation with adam and sends the other three with its id', async () => {
    const { requests, state, error } = await run(async (url) =>
      streamFor(url.split('/').at(-2) ?? ''),
    )
    expect(error).toBeNull()
    expect(requests.map((r) => r.url)).toEqual(
      chatPersonaIds.map((id) => `/api/ai-agents/${id}/ask`),
    )
    expect(requests[0]?.body).not.toHaveProperty('conversationId')
    for (const request of requests.slice(1)) expect(request.body.conversationId).toBe(CONVERSATION)
    for (const id of chatPersonaIds) {
      expect(state[id]!.messages.map((m) => m.text)).toEqual([
        'What is the codex?',
        `${id} says hi`,
      ])
      expect(state[id]!.conversationId).toBe(CONVERSATION)
    }
  })

  it('asks nobody else when the first persona is refused, and says why', async () => {
    const { requests, state, error } = await run(
      async () =>
        new Response(JSON.stringify({ message: 'You have started 10 conversations today.' }), {
          status: 429,
          headers: { 'content-type': 'application/json' },
        }),
    )
    expect(requests).toHaveLength(1)
    expect(error?.message).toBe('You have started 10 conversations today.')
    for (const id of chatPersonaIds) {
      expect(state[id]!.sending).toBe(false)
      expect(state[id]!.limitReached).toBe(true)
      expect(state[id]!.messages).toHaveLength(1)
    }
  })

  it('asks a persona of the studio beside the built-ins chosen, in the conversation already begun', async () => {
    const hello = await run(async (url) => streamFor(url.split('/').at(-2) ?? ''), {
      chosen: ['eve'],
    })
    const { requests, state, error } = await run(
      async (url) => streamFor(url.split('/').at(-2) ?? ''),
      { start: hello.state, chosen: ['mara-vell-1a2b3c4d', 'eve'] },
    )
    expect(error).toBeNull()
    // Eve, already in the conversation, goes first, so no second conversation is counted.
    expect(requests.map((r) => r.url)).toEqual([
      '/api/ai-agents/eve/ask',
      '/api/ai-agents/mara-vell-1a2b3c4d/ask',
    ])
    for (const request of requests) expect(request.body.conversationId).toBe(CONVERSATION)
    expect(state['mara-vell-1a2b3c4d']!.messages.map((m) => m.text)).toEqual([
      'What is the codex?',
      'mara-vell-1a2b3c4d says hi',
    ])
    expect(state.adam!.messages).toEqual([])
  })
})
