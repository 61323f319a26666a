import type { AddressInfo } from 'node:net'
import OpenAI, { APIError } from 'openai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FREE_DAILY_CONVERSATIONS } from '@/shared/tiers'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/support/fake-model'
import { loadConfig } from '../../config'
import { conversations, modelChoices } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

/** The official OpenAI client against the real server on a loopback port. */
let offline: TestApp
let modelled: TestApp
let fake: FakeOpenAiServer
beforeAll(async () => {
  fake = await startFakeOpenAiServer()
  const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
  ;[offline, modelled] = await Promise.all([
    buildTestApp(),
    buildTestApp({ ai: { ...base, baseUrl: fake.baseUrl, model: 'echo', timeoutMs: 2000 } }),
  ])
  await Promise.all([offline, modelled].map((t) => t.app.listen({ port: 0, host: '127.0.0.1' })))
})
afterAll(async () => {
  await Promise.all([offline.close(), modelled.close()])
  await fake.close()
})

const baseURL = (t: TestApp) =>
  `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1`

async function keyFor(t: TestApp, username: string, premium = false) {
  const { cookie } = await signUp(t, username, premium)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    payload: { name: 'sdk' },
    headers: { cookie },
  })
  return { cookie, key: res.json().key as string, id: res.json().id as string }
}
const client = (t: TestApp, apiKey: string) =>
  new OpenAI({ apiKey, baseURL: baseURL(t), maxRetries: 0, timeout: 10_000 })

async function refusal(promise: Promise<unknown>): Promise<APIError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof APIError) return error
    throw error
  }
  throw new Error('expected the request to fail')
}

describe('OpenAI-compatible API', () => {
  it('lists the personas as models', async () => {
    const { key } = await keyFor(offline, 'sdk_models')
    const models = await client(offline, key).models.list()
    expect(models.data.map((m) => m.id)).toEqual(['adam', 'eve', 'eva', 'alex'])
    expect(models.data[0]).toMatchObject({ object: 'model', owned_by: 'humancodex' })
    expect(await client(offline, key).models.retrieve('eve')).toMatchObject({ id: 'eve' })
    const missing = await refusal(client(offline, key).models.retrieve('gpt-4o'))
    expect(missing.status).toBe(404)
    expect(missing.code).toBe('model_not_found')
  })

  it('answers as the persona, without and with streaming', async () => {
    const { key } = await keyFor(offline, 'sdk_chat')
    const openai = client(offline, key)
    const completion = await openai.chat.completions.create({
      model: 'eva',
      messages: [{ role: 'user', content: 'How do I start meditating?' }],
    })
    expect(completion.object).toBe('chat.completion')
    expect(completion.model).toBe('eva')
    expect(completion.choices[0]!.message.role).toBe('assistant')
    expect(completion.choices[0]!.message.content!.length).toBeGreaterThan(40)
    expect(completion.system_fingerprint).toBe('offline:humancodex-offline-1')

    const stream = await openai.chat.completions.create({
      model: 'alex',
      messages: [{ role: 'user', content: 'How do I start meditating?' }],
      stream: true,
    })
    const parts: string[] = []
    let finish: string | null = null
    for await (const chunk of stream) {
      expect(chunk.object).toBe('chat.completion.chunk')
      expect(chunk.model).toBe('alex')
      parts.push(chunk.choices[0]?.delta.content ?? '')
      finish = chunk.choices[0]?.finish_reason ?? finish
    }
    expect(parts.filter(Boolean).length).toBeGreaterThan(2)
    expect(parts.join('').length).toBeGreaterThan(40)
    expect(finish).toBe('stop')
  })

  it('ends the raw stream with [DONE]', async () => {
    const { key } = await keyFor(offline, 'sdk_raw')
    const res = await fetch(`${baseURL(offline)}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'adam',
        stream: true,
        messages: [{ role: 'user', content: 'Hi' }],
      }),
    })
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const body = await res.text()
    expect(body.trimEnd().endsWith('data: [DONE]')).toBe(true)
  })

  it('answers with the persona’s memory of the key’s owner and the conversation sent', async () => {
    const { key, cookie } = await keyFor(modelled, 'sdk_memory')
    await modelled.app.inject({
      method: 'POST',
      url: '/api/memory/facts',
      payload: { fact: 'Name: Grace' },
      headers: { cookie },
    })
    const completion = await client(modelled, key).chat.completions.create({
      model: 'eve',
      messages: [
        { role: 'system', content: 'You are a pirate.' },
        { role: 'user', content: 'first question' },
        { role: 'assistant', content: 'first answer' },
        { role: 'user', content: [{ type: 'text', text: 'second question' }] },
      ],
    })
    expect(completion.choices[0]!.message.content).toBe('You said: second question')
    expect(completion.system_fingerprint).toBe('model:echo')
    const sent = fake.requests.at(-1)!.messages
    expect(sent[0]!.content).toMatch(/You are Eve/)
    expect(sent[0]!.content).toMatch(/- Name: Grace/)
    // The client's system message is honoured, after the persona's own prompt.
    expect(sent[0]!.content).toMatch(
      /You are Eve[\s\S]*The client's instructions:\nYou are a pirate\.$/,
    )
    expect(sent.slice(1)).toEqual([
      { role: 'user', content: 'first question' },
      { role: 'assistant', content: 'first answer' },
      { role: 'user', content: 'second question' },
    ])
  })

  it('answers offline, with a note first, when the persona’s model fails', async () => {
    await modelled.app.database.db
      .insert(modelChoices)
      .values({ scope: 'alex', connectionId: 'env', model: 'error-500' })
    await modelled.app.modelConnections.reload()
    const { key } = await keyFor(modelled, 'sdk_fallback')
    const openai = client(modelled, key)
    const messages = [{ role: 'user' as const, content: 'How do I start meditating?' }]
    const completion = await openai.chat.completions.create({ model: 'alex', messages })
    expect(completion.system_fingerprint).toBe('offline:humancodex-offline-1')
    expect(completion.choices[0]!.message.content).toMatch(
      /^The AI model is not answering; here is the offline answer\.\n\n\S/,
    )
    const stream = await openai.chat.completions.create({ model: 'alex', messages, stream: true })
    const parts: string[] = []
    for await (const chunk of stream) parts.push(chunk.choices[0]?.delta.content ?? '')
    expect(parts.filter(Boolean)[0]).toMatch(/not answering/)
    expect(parts.join('').length).toBeGreaterThan(120)
  })

  it('holds a free owner to the daily limit, one conversation however many turns it has', async () => {
    const { key } = await keyFor(offline, 'sdk_free')
    const openai = client(offline, key)
    const ask = (opening: string) =>
      openai.chat.completions.create({
        model: 'adam',
        messages: [{ role: 'user', content: opening }],
      })
    // A client sends the whole conversation each time: its turns count as one conversation.
    const first = await ask('Hi')
    for (let turn = 0; turn < 3; turn++) {
      await openai.chat.completions.create({
        model: 'adam',
        messages: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: first.choices[0]!.message.content! },
          { role: 'user', content: `And then ${turn}?` },
        ],
      })
    }
    for (let i = 1; i < FREE_DAILY_CONVERSATIONS; i++) await ask(`Question ${i}`)
    const raw = await offline.injectRaw({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ model: 'adam', messages: [{ role: 'user', content: 'One more' }] }),
    })
    expect(raw.statusCode).toBe(429)
    expect(raw.json().error.code).toBe('daily_limit_reached')
    // The SDKs would sleep until midnight on a long Retry-After; they are told not to retry.
    expect(raw.headers['x-should-retry']).toBe('false')
    expect(raw.headers['retry-after']).toBeUndefined()
  })

  it('refuses a missing, bad or revoked key with 401 in OpenAI’s shape', async () => {
    const bad = await refusal(client(offline, 'hc-not-a-real-key').models.list())
    expect(bad.status).toBe(401)
    expect(bad.error).toMatchObject({ type: 'authentication_error', code: 'invalid_api_key' })

    const { key, id, cookie } = await keyFor(offline, 'sdk_revoked')
    await client(offline, key).models.list()
    await offline.app.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, headers: { cookie } })
    const revoked = await refusal(
      client(offline, key).chat.completions.create({
        model: 'adam',
        messages: [{ role: 'user', content: 'Hi' }],
      }),
    )
    expect(revoked.status).toBe(401)

    // The session cookie is no key: a cross-site page cannot use a signed-in person's account.
    const withCookie = await offline.injectRaw({
      method: 'POST',
      url: '/v1/chat/completions',
      payload: { model: 'adam', messages: [{ role: 'user', content: 'Hi' }] },
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(withCookie.statusCode).toBe(401)
    expect(withCookie.json().error.code).toBe('invalid_api_key')
  })

  it('answers an unknown model with 404 and a bad body with 400, in OpenAI’s shape', async () => {
    const { key } = await keyFor(offline, 'sdk_errors')
    const unknown = await refusal(
      client(offline, key).chat.completions.create({
        model: 'gpt-4o',
        messages: [{ role: 'user', content: 'Hi' }],
      }),
    )
    expect(unknown.status).toBe(404)
    expect(unknown.error).toMatchObject({ type: 'invalid_request_error', code: 'model_not_found' })

    const post = (payload: unknown) =>
      offline.injectRaw({
        method: 'POST',
        url: '/v1/chat/completions',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      })
    const cases: [unknown, RegExp][] = [
      [{ messages: [{ role: 'user', content: 'Hi' }] }, /^model: /],
      [{ model: 'adam' }, /^messages: /],
      [{ model: 'adam', messages: [] }, /^messages: /],
      [{ model: 'adam', messages: [{ role: 'wizard', content: 'Hi' }] }, /^messages\.0\.role: /],
      [{ model: 'adam', messages: [{ role: 'assistant', content: 'Hi' }] }, /last message/],
      [
        { model: 'adam', messages: [{ role: 'user', content: 'word '.repeat(9000) }] },
        /at most \d+ tokens \(its context window is 8192 tokens/,
      ],
      [{ model: 'adam', n: 2, messages: [{ role: 'user', content: 'Hi' }] }, /^n: /],
      [
        {
          model: 'adam',
          response_format: { type: 'json_object' },
          messages: [{ role: 'user', content: 'Hi' }],
        },
        /^response_format: json_object needs a model/,
      ],
      ['{not json', /./],
    ]
    for (const [payload, message] of cases) {
      const res = await post(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().error.type).toBe('invalid_request_error')
      expect(res.json().error.message).toMatch(message)
    }
  })

  it('answers control characters, unknown paths and methods in OpenAI’s shape, never the page', async () => {
    const { key } = await keyFor(offline, 'sdk_edges')
    const send = (method: string, url: string, payload?: string) =>
      offline.injectRaw({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      })
    const before = await offline.app.database.db.$count(conversations)
    const cases: [string, string, string | undefined, number, string][] = [
      [
        'POST',
        '/v1/chat/completions',
        JSON.stringify({ model: 'adam', messages: [{ role: 'user', content: 'Hi\u0000there' }] }),
        400,
        'invalid_characters',
      ],
      [
        'POST',
        '/v1/chat/completions',
        JSON.stringify({ model: 'adam', messages: [{ role: 'user', content: 'Bell\u0007' }] }),
        400,
        'invalid_characters',
      ],
      ['GET', '/v1/chat/completions', undefined, 405, 'method_not_allowed'],
      ['GET', '/v1/embeddings', undefined, 404, 'not_found'],
      ['POST', '/v1/nothing/here', '{}', 404, 'not_found'],
      ['DELETE', '/v1/models', undefined, 400, ''],
    ]
    for (const [method, url, payload, status, code] of cases) {
      const res = await send(method, url, payload)
      const label = `${method} ${url}`
      expect(res.statusCode, label).toBe(status)
      expect(res.headers['content-type'], label).toMatch(/^application\/json/)
      expect(res.json().error, label).toMatchObject({
        type: 'invalid_request_error',
        message: expect.any(String),
      })
      if (code) expect(res.json().error.code, label).toBe(code)
    }
    expect((await send('GET', '/v1/chat/completions')).headers.allow).toBe('POST')
    expect(await offline.app.database.db.$count(conversations)).toBe(before)
  })

  it('passes sampling settings and the reply budget, and reports usage and finish_reason', async () => {
    await modelled.app.database.db.insert(modelChoices).values([
      { scope: 'adam', connectionId: 'env', model: 'usage' },
      { scope: 'eva', connectionId: 'env', model: 'length' },
    ])
    await modelled.app.modelConnections.reload()
    const { key } = await keyFor(modelled, 'sdk_usage')
    const openai = client(modelled, key)
    const messages = [{ role: 'user' as const, content: 'Hello there' }]
    const completion = await openai.chat.completions.create({
      model: 'adam',
      messages,
      stop: ['END'],
      temperature: 0.2,
      top_p: 0.9,
      max_tokens: 50,
      response_format: { type: 'json_object' },
    })
    expect(fake.requests.at(-1)).toMatchObject({
      stop: ['END'],
      temperature: 0.2,
      top_p: 0.9,
      max_tokens: 50,
      response_format: { type: 'json_object' },
    })
    // The model's own count.
    expect(completion.usage).toEqual({ prompt_tokens: 17, completion_tokens: 4, total_tokens: 21 })
    expect(completion.choices[0]!.finish_reason).toBe('stop')

    // Never more than the model's reply budget (1024 by default).
    await openai.chat.completions.create({ model: 'adam', messages, max_tokens: 100_000 })
    expect(fake.requests.at(-1)!.max_tokens).toBe(1024)

    const stream = await openai.chat.completions.create({
      model: 'adam',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    })
    const chunks = []
    for await (const chunk of stream) chunks.push(chunk)
    expect(chunks.at(-1)).toMatchObject({
      choices: [],
      usage: { prompt_tokens: 17, completion_tokens: 4, total_tokens: 21 },
    })
    expect(chunks.at(-2)!.choices[0]!.finish_reason).toBe('stop')

    // Without the model's count, the estimate; the reply budget cut the answer: length.
    const cut = await openai.chat.completions.create({ model: 'eva', messages })
    expect(cut.choices[0]!.finish_reason).toBe('length')
    expect(cut.usage!.prompt_tokens).toBeGreaterThan(50)
    expect(cut.usage!.completion_tokens).toBeLessThan(5)
    const cutStream = await openai.chat.completions.create({ model: 'eva', messages, stream: true })
    let finish: string | null = null
    for await (const chunk of cutStream) finish = chunk.choices[0]?.finish_reason ?? finish
    expect(finish).toBe('length')
  })
})
