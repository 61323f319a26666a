import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChatResponse } from '@/shared/chat'
import {
  chatReducer,
  chatRequestBody,
  historyOf,
  initialChatState,
  type ChatAction,
  type ChatSessionState,
} from './chat-session'
import { runChatTurn } from './use-chat-session'

const CONVERSATION = '0b5c7c1e-1f0a-4c5e-9a57-6f1d2a3b4c5d'
const reply = (response: string, saved = false): ChatResponse => ({
  response,
  conversationId: CONVERSATION,
  persona: 'eve',
  engine: 'offline',
  model: 'offline',
  saved,
})
const apply = (actions: ChatAction[], state = initialChatState()) =>
  actions.reduce<ChatSessionState>(chatReducer, state)

describe('chatReducer', () => {
  it('keeps reasoning apart from the answer, timed, and out of the history', () => {
    const state = apply([
      { type: 'send', text: 'Hi', now: 1, id: 'a' },
      { type: 'start', conversationId: CONVERSATION, engine: 'model', saved: false },
      { type: 'reasoning', text: 'The person ', now: 1_000 },
      { type: 'reasoning', text: 'greets me.', now: 2_000 },
      { type: 'chunk', text: 'Hello', now: 4_200 },
      { type: 'done', reply: reply('Hello'), now: 4_500 },
    ])
    expect(state.messages[1]).toMatchObject({
      text: 'Hello',
      reasoning: 'The person greets me.',
      thinking: { from: 1_000, to: 4_200 },
    })
    expect(historyOf(state.messages)).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello', persona: 'eve' },
    ])
  })

  it('names a group chat’s speaker from the stream’s start, and sends it with the history (decision 271)', () => {
    const streaming = apply([
      { type: 'send', text: 'Adam, hi', now: 1, id: 'a' },
      {
        type: 'start',
        conversationId: CONVERSATION,
        engine: 'model',
        saved: false,
        persona: 'adam',
      },
      { type: 'chunk', text: 'Hel', now: 2 },
    ])
    expect(streaming.messages[1]).toMatchObject({ status: 'streaming', persona: 'adam' })
    const done = chatReducer(streaming, {
      type: 'done',
      reply: { ...reply('Hello'), persona: 'adam' },
      now: 3,
    })
    expect(chatRequestBody(done, 'Eve?').history).toEqual([
      { role: 'user', content: 'Adam, hi' },
      { role: 'assistant', content: 'Hello', persona: 'adam' },
    ])
  })

  it('keeps what a reply said when a restart interrupts it, with the server’s note', () => {
    const state = apply([
      { type: 'send', text: 'Hi', now: 1, id: 'a' },
      { type: 'chunk', text: 'Half an answ' },
      { type: 'interrupted', message: 'The server restarted while answering.' },
    ])
    expect(state.sending).toBe(false)
    expect(state.messages[1]).toMatchObject({
      text: 'Half an answ',
      status: 'interrupted',
      notice: 'The server restarted while answering.',
    })
    // Not a finished exchange: not sent as history.
    expect(historyOf(state.messages)).toEqual([])
  })

  it('sends, then streams chunks into the reply, then takes the final text', () => {
    const sending = apply([{ type: 'send', text: 'Hi', now: 1, id: 'a' }])
    expect(sending.sending).toBe(true)
    expect(sending.messages.map((m) => [m.isUser, m.text, m.status])).toEqual([
      [true, 'Hi', 'done'],
      [false, '', 'streaming'],
    ])
    const streamed = apply(
      [
        { type: 'start', conversationId: CONVERSATION, engine: 'offline', saved: false },
        { type: 'chunk', text: 'Hel' },
        { type: 'chunk', text: 'lo' },
      ],
      sending,
    )
    expect(streamed.conversationId).toBe(CONVERSATION)
    expect(streamed.messages[1]).toMatchObject({ text: 'Hello', engine: 'offline' })
    const done = chatReducer(streamed, { type: 'done', reply: reply('Hello there'), now: 5 })
    expect(done.sending).toBe(false)
    expect(done.messages[1]).toMatchObject({ text: 'Hello there', status: 'done', timestamp: 5 })
  })

  it('replaces what a failed model said with the offline answer, and keeps the note', () => {
    const note = 'The model m (Lab) could not answer: timeout. The offline engine answers instead.'
    const state = apply([
      { type: 'send', text: 'Hi', now: 1, id: 'a' },
      { type: 'start', conversationId: CONVERSATION, engine: 'model', saved: false },
      { type: 'chunk', text: 'Half a mod' },
      { type: 'fallback', message: note },
      { type: 'chunk', text: 'Offline ' },
    ])
    expect(state.messages[1]).toMatchObject({ text: 'Offline ', engine: 'offline', fallback: note })
    const done = chatReducer(state, {
      type: 'done',
      reply: { ...reply('Offline answer'), fallback: note },
      now: 2,
    })
    expect(done.messages[1]).toMatchObject({
      text: 'Offline answer',
      fallback: note,
      status: 'done',
    })
  })

  it('keeps a stopped reply as far as it got', () => {
    const state = apply([
      { type: 'send', text: 'Hi', now: 1, id: 'a' },
      { type: 'chunk', text: 'Partial' },
      { type: 'stopped' },
    ])
    expect(state.sending).toBe(false)
    expect(state.messages[1]).toMatchObject({ text: 'Partial', status: 'stopped' })
  })

  it('drops an empty reply on failure, keeps the question, and flags the daily limit', () => {
    const state = apply([
      { type: 'send', text: 'Hi', now: 1, id: 'a' },
      { type: 'failed', status: 429 },
    ])
    expect(state.messages).toHaveLength(1)
    expect(state.limitReached).toBe(true)
    const next = chatReducer(state, { type: 'send', text: 'again', now: 2, id: 'b' })
    expect(next.limitReached).toBe(false)
  })

  it('ignores stream events when no reply is being written', () => {
    const state = initialChatState()
    expect(chatReducer(state, { type: 'chunk', text: 'x' }).messages).toEqual([])
  })
})

describe('the next request', () => {
  const finished = apply([
    { type: 'send', text: 'one', now: 1, id: 'a' },
    { type: 'done', reply: reply('first answer'), now: 2 },
    { type: 'send', text: 'two', now: 3, id: 'b' },
    { type: 'stopped' },
    { type: 'send', text: 'three', now: 4, id: 'c' },
    { type: 'done', reply: reply('third answer'), now: 5 },
  ])

  it('carries only finished exchanges as history', () => {
    expect(historyOf(finished.messages)).toEqual([
      { role: 'user', content: 'one' },
      { role: 'assistant', content: 'first answer', persona: 'eve' },
      { role: 'user', content: 'three' },
      { role: 'assistant', content: 'third answer', persona: 'eve' },
    ])
  })

  it('keeps at most 40 entries, each within the server limit', () => {
    let state = initialChatState()
    for (let i = 0; i < 30; i++) {
      state = apply(
        [
          { type: 'send', text: `q${i}`, now: i, id: `q${i}` },
          { type: 'done', reply: reply('x'.repeat(9000)), now: i },
        ],
        state,
      )
    }
    const history = historyOf(state.messages)
    expect(history).toHaveLength(40)
    expect(history[0]).toEqual({ role: 'user', content: 'q10' })
    expect(Math.max(...history.map((turn) => turn.content.length))).toBe(8000)
  })

  it('continues the conversation, with history only when the server does not keep it', () => {
    expect(chatRequestBody(initialChatState(), 'hello')).toEqual({
      message: 'hello',
      context: { timestamp: expect.any(String), platform: 'web' },
    })
    const unsaved = chatRequestBody(finished, 'four', { agent: 'eve' })
    expect(unsaved).toMatchObject({ conversationId: CONVERSATION, agent: 'eve' })
    expect(unsaved.history).toHaveLength(4)
    expect(chatRequestBody({ ...finished, saved: true }, 'four')).not.toHaveProperty('history')
  })
})

describe('runChatTurn', () => {
  afterEach(() => vi.unstubAllGlobals())

  const sse = (events: [string, unknown][]) =>
    new Response(
      events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''),
      {
        headers: { 'content-type': 'text/event-stream' },
      },
    )

  it('dispatches start, chunks and done from a streamed reply', async () => {
    vi.stubGlobal('fetch', async () =>
      sse([
        [
          'start',
          { conversationId: CONVERSATION, engine: 'offline', model: 'offline', saved: false },
        ],
        ['chunk', { text: 'Hi ' }],
        ['chunk', { text: 'there' }],
        ['done', reply('Hi there')],
      ]),
    )
    const actions: ChatAction[] = []
    const result = await runChatTurn({
      path: '/api/ai-agents/eve/ask',
      body: {},
      dispatch: (action) => actions.push(action),
      signal: new AbortController().signal,
    })
    expect(result?.response).toBe('Hi there')
    expect(actions.map((a) => a.type)).toEqual(['start', 'chunk', 'chunk', 'done'])
  })

  it('marks the reply failed and rethrows on an error event', async () => {
    vi.stubGlobal('fetch', async () => sse([['error', { message: 'The model is not answering.' }]]))
    const actions: ChatAction[] = []
    await expect(
      runChatTurn({
        path: '/x',
        body: {},
        dispatch: (action) => actions.push(action),
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow('The model is not answering.')
    expect(actions).toEqual([{ type: 'failed', status: 502 }])
  })

  it('reports a stop as stopped, not as an error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('aborted', 'AbortError')
    })
    const actions: ChatAction[] = []
    const result = await runChatTurn({
      path: '/x',
      body: {},
      dispatch: (action) => actions.push(action),
      signal: new AbortController().signal,
    })
    expect(result).toBeNull()
    expect(actions).toEqual([{ type: 'stopped' }])
  })
})

describe('chat controls (decision 205)', () => {
  const asked = () =>
    apply([
      { type: 'send', text: 'Hi', now: 1, id: 'a' },
      { type: 'chunk', text: 'One' },
      { type: 'done', reply: reply('One'), now: 2 },
    ])

  it('keeps earlier answers of a regenerated reply and moves between them', () => {
    const state = apply(
      [
        { type: 'regenerate', now: 3 },
        { type: 'chunk', text: 'Two' },
        { type: 'done', reply: reply('Two'), now: 4 },
      ],
      asked(),
    )
    const answer = state.messages[1]!
    expect(answer).toMatchObject({ text: 'Two', shown: 1 })
    expect(answer.variants?.map((v) => v.text)).toEqual(['One', ''])
    const back = chatReducer(state, { type: 'show', id: answer.id, index: 0 })
    expect(back.messages[1]).toMatchObject({ text: 'One', shown: 0 })
    expect(back.messages[1]!.variants?.map((v) => v.text)).toEqual(['One', 'Two'])
    // Looking is not choosing: the conversation goes on from the newest answer (decision 218).
    expect(historyOf(back.messages).at(-1)).toEqual({
      role: 'assistant',
      content: 'Two',
      persona: 'eve',
    })
    const chosen = chatReducer(back, { type: 'choose', id: answer.id })
    expect(chosen.messages[1]).toMatchObject({ text: 'One', shown: 0, chosen: 0 })
    expect(historyOf(chosen.messages).at(-1)).toEqual({
      role: 'assistant',
      content: 'One',
      persona: 'eve',
    })
    // Still the chosen one while the other is looked at.
    const looked = chatReducer(chosen, { type: 'show', id: answer.id, index: 1 })
    expect(looked.messages[1]).toMatchObject({ text: 'Two', shown: 1, chosen: 0 })
    expect(historyOf(looked.messages).at(-1)).toEqual({
      role: 'assistant',
      content: 'One',
      persona: 'eve',
    })
    // A new regenerate is the one used once it has answered, and not before.
    const again = chatReducer(looked, { type: 'regenerate', now: 5 })
    expect(again.messages[1]).toMatchObject({ shown: 2, chosen: 0, status: 'streaming' })
    const three = apply(
      [
        { type: 'chunk', text: 'Three' },
        { type: 'done', reply: reply('Three'), now: 6 },
      ],
      again,
    )
    expect(three.messages[1]).toMatchObject({ text: 'Three', shown: 2, chosen: 2 })
  })

  it('shows the answer before a regenerate that failed', () => {
    const state = apply([{ type: 'regenerate', now: 3 }, { type: 'failed' }], asked())
    expect(state.messages[1]).toMatchObject({ text: 'One', status: 'done', chosen: 0 })
    expect(state.messages[1]!.variants).toHaveLength(1)
  })

  it('appends a continue to the answer so far', () => {
    const stopped = apply([
      { type: 'send', text: 'Hi', now: 1, id: 'a' },
      { type: 'chunk', text: 'Once upon' },
      { type: 'stopped' },
    ])
    const state = apply(
      [
        { type: 'continue' },
        { type: 'chunk', text: ' a time' },
        { type: 'done', reply: reply(' a time'), now: 5 },
      ],
      stopped,
    )
    expect(state.messages[1]).toMatchObject({ text: 'Once upon a time', status: 'done' })
  })

  it('cuts at an edited question, deletes a message and starts over', () => {
    const state = asked()
    expect(chatReducer(state, { type: 'cut', id: 'a' }).messages).toEqual([])
    expect(chatReducer(state, { type: 'delete', id: 'a-reply' }).messages).toHaveLength(1)
    expect(chatReducer(state, { type: 'reset' })).toEqual(initialChatState())
    const greeting = {
      id: 'greeting',
      text: 'Hello',
      isUser: false,
      timestamp: 1,
      status: 'done' as const,
    }
    expect(chatReducer(state, { type: 'reset', opening: [greeting] })).toEqual(
      initialChatState({ messages: [greeting] }),
    )
  })
})
