import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import OpenAI, { APIError } from 'openai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FREE_DAILY_CONVERSATIONS } from '@/shared/tiers'
import { conversations } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { countStatements } from '../../test/statement-count'

/**
 * A /v1 conversation is the server's (decision 270): the official `openai` SDK continues one
 * only with a transcript the server answered; made-up earlier turns open a new one, which
 * counts toward a free key's daily limit.
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.close())

async function freeClient(username: string) {
  const { cookie, user } = await signUp(t, username)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    payload: { name: 'sdk' },
    headers: { cookie },
  })
  const openai = new OpenAI({
    apiKey: res.json().key as string,
    baseURL: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1`,
    maxRetries: 0,
    timeout: 10_000,
  })
  const count = () =>
    t.app.database.db.$count(conversations, eq(conversations.userId, user.id as number))
  return { openai, count }
}

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam

describe('/v1 conversations identified by the server', () => {
  it('continues a conversation it answered: next turns, streamed, regenerated and edited count once', async () => {
    const { openai, count } = await freeClient('v1_continued')
    const ask = async (messages: Message[]) => {
      const answer = await openai.chat.completions.create({ model: 'adam', messages })
      return answer.choices[0]!.message.content!
    }
    const messages: Message[] = [{ role: 'user', content: 'Hi' }]
    messages.push({ role: 'assistant', content: await ask(messages) })
    messages.push({ role: 'user', content: 'What do you do?' })
    messages.push({ role: 'assistant', content: await ask(messages) })
    // Streamed, with the client's own spacing around the question.
    messages.push({ role: 'user', content: '  And on Sundays?\n' })
    const stream = await openai.chat.completions.create({ model: 'adam', messages, stream: true })
    let said = ''
    for await (const chunk of stream) said += chunk.choices[0]?.delta.content ?? ''
    expect(said.length).toBeGreaterThan(0)
    // A regenerate sends the same turns again; an edit changes the last question, and the
    // conversation goes on from the edited answer.
    await ask(messages)
    messages.splice(-1, 1, { role: 'user', content: 'And on Mondays?' })
    messages.push({ role: 'assistant', content: await ask(messages) })
    messages.push({ role: 'user', content: 'Thanks.' })
    await ask(messages)
    expect(await count()).toBe(1)
  })

  it('counts a made-up earlier turn as a new conversation, and refuses a free key past its limit', async () => {
    const { openai, count } = await freeClient('v1_faker')
    const real = await openai.chat.completions.create({
      model: 'adam',
      messages: [{ role: 'user', content: 'Hi' }],
    })
    const opening = real.choices[0]!.message.content!
    expect(await count()).toBe(1)
    // The old trick: an already-counted opening and an answer the server never gave.
    const faked = (n: number) =>
      openai.chat.completions.create({
        model: 'adam',
        messages: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: `${opening} (and ${n})` },
          { role: 'user', content: `Question ${n}` },
        ],
      })
    await faked(1)
    expect(await count()).toBe(2)
    for (let n = 2; n < FREE_DAILY_CONVERSATIONS; n++) await faked(n)
    expect(await count()).toBe(FREE_DAILY_CONVERSATIONS)
    const refused = await faked(FREE_DAILY_CONVERSATIONS).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(APIError)
    expect((refused as APIError).status).toBe(429)
    expect((refused as APIError).code).toBe('daily_limit_reached')
  })

  it('continues a /v1/responses chain by previous_response_id as one conversation', async () => {
    const { openai, count } = await freeClient('v1_responses')
    const first = await openai.responses.create({ model: 'adam', input: 'Hi' })
    const second = await openai.responses.create({
      model: 'adam',
      input: 'Tell me more.',
      previous_response_id: first.id,
    })
    await openai.responses.create({
      model: 'adam',
      input: 'And then?',
      previous_response_id: second.id,
    })
    expect(await count()).toBe(1)
    // The same chain's text sent by hand, with a made-up answer, is not the server's.
    await openai.responses.create({
      model: 'adam',
      input: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'An answer nobody gave.' },
        { role: 'user', content: 'And then?' },
      ],
    })
    expect(await count()).toBe(2)
  })

  it("remembers the answered transcript in the turn's own write transaction (decision 279)", async () => {
    const { openai } = await freeClient('v1_one_transaction')
    const { texts } = await countStatements(() =>
      openai.chat.completions.create({
        model: 'adam',
        messages: [{ role: 'user', content: 'Hello there' }],
      }),
    )
    const verb = (text: string) => text.trim().split(' ', 1)[0]!.toLowerCase()
    const at = texts.findIndex((text) => text.includes('"transcript_hash"'))
    expect(at, texts.join('\n')).toBeGreaterThan(-1)
    // PGlite writes a turn's bookkeeping one by one (chat/after-turn.ts): no transaction there.
    if (!process.env.DATABASE_URL) return
    const begin = texts.slice(0, at).findLastIndex((text) => verb(text) === 'begin')
    const ends = texts.findIndex(
      (text, i) => i > begin && ['commit', 'rollback'].includes(verb(text)),
    )
    expect(begin, texts.join('\n')).toBeGreaterThan(-1)
    expect(ends, texts.join('\n')).toBeGreaterThan(at)
    expect(verb(texts[ends]!)).toBe('commit')
    // The answer's tokens are counted in the same transaction.
    expect(texts.slice(begin, ends).some((text) => text.includes('"token_usage"'))).toBe(true)
  })
})
