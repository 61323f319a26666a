import type { AddressInfo } from 'node:net'
import OpenAI, { APIError } from 'openai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeModel, type FakeModel } from '../../../../tests/support/fake-model'
import { loadConfig } from '../../config'
import { conversations, modelChoices, tokenUsage } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

/**
 * /v1 against a model server as the real ones behave (tests/support/fake-model.ts): tools,
 * contracts a failed model must not break with prose, the per-address limit, CORS on streams.
 */
let t: TestApp
let offline: TestApp
let fake: FakeModel
const ORIGIN = 'https://client.example'

beforeAll(async () => {
  fake = await startFakeModel()
  const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
  ;[t, offline] = await Promise.all([
    buildTestApp({
      ai: { ...base, baseUrl: fake.baseUrl, model: 'tools', timeoutMs: 2000 },
      corsOrigins: [ORIGIN],
    }),
    // 100 a minute: 3 sign-ups and 5 model calls a minute for an address.
    buildTestApp({ rateLimitPerMinute: 100 }),
  ])
  await t.app.database.db.insert(modelChoices).values([
    { scope: 'eve', connectionId: 'env', model: 'error-500' },
    { scope: 'eva', connectionId: 'env', model: 'reasoning-usage' },
    { scope: 'alex', connectionId: 'env', model: 'bare-think' },
  ])
  await t.app.modelConnections.reload()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await Promise.all([t.close(), offline.close()])
  await fake.close()
})

async function keyFor(app: TestApp, username: string) {
  const { cookie } = await signUp(app, username, true)
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    payload: { name: 'sdk' },
    headers: { cookie },
  })
  return res.json().key as string
}

const client = (apiKey: string) =>
  new OpenAI({
    apiKey,
    baseURL: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1`,
    maxRetries: 0,
  })

const weather = {
  type: 'function' as const,
  function: {
    name: 'weather',
    description: 'The weather in a city',
    parameters: { type: 'object', properties: { city: { type: 'string' } } },
  },
}

describe('/v1 with a model that calls tools', () => {
  it('passes tools, returns the calls (streamed and not), and continues with the results', async () => {
    const openai = client(await keyFor(t, 'tools_owner'))
    const before = await t.app.database.db.$count(conversations)
    const messages = [{ role: 'user' as const, content: 'Weather in Paris?' }]
    const completion = await openai.chat.completions.create({
      model: 'adam',
      messages,
      tools: [weather],
      tool_choice: 'auto',
      parallel_tool_calls: false,
    })
    expect(fake.requests.at(-1)).toMatchObject({
      tools: [weather],
      tool_choice: 'auto',
      parallel_tool_calls: false,
    })
    const choice = completion.choices[0]!
    expect(choice.finish_reason).toBe('tool_calls')
    expect(choice.message.content).toBeNull()
    expect(choice.message.tool_calls).toEqual([
      {
        id: 'call_abc',
        type: 'function',
        function: { name: 'weather', arguments: '{"city":"Paris"}' },
      },
    ])
    expect(completion.usage).toMatchObject({ prompt_tokens: 30, completion_tokens: 9 })

    const stream = openai.chat.completions.stream({ model: 'adam', messages, tools: [weather] })
    const streamed = await stream.finalChatCompletion()
    expect(streamed.choices[0]!.finish_reason).toBe('tool_calls')
    expect(streamed.choices[0]!.message.tool_calls?.[0]?.function).toEqual({
      name: 'weather',
      arguments: '{"city":"Paris"}',
    })

    const next = await openai.chat.completions.create({
      model: 'adam',
      tools: [weather],
      messages: [
        ...messages,
        choice.message,
        { role: 'tool', tool_call_id: 'call_abc', content: 'Sunny, 21 °C' },
      ],
    })
    expect(next.choices[0]!.message.content).toBe('The tool said: Sunny, 21 °C')
    expect(next.choices[0]!.finish_reason).toBe('stop')
    // The model read the question, its own call and the result, in that order.
    expect(fake.requests.at(-1)!.messages.slice(-3)).toMatchObject([
      { role: 'user', content: 'Weather in Paris?' },
      { role: 'assistant', tool_calls: [{ id: 'call_abc' }] },
      { role: 'tool', tool_call_id: 'call_abc', content: 'Sunny, 21 °C' },
    ])
    // The question sent again without earlier turns is a new conversation (decision 270); the
    // tool results continue the one whose question and calls the server answered.
    expect(await t.app.database.db.$count(conversations)).toBe(before + 2)
  })

  it('answers a JSON or tools request whose model failed with a 502, never prose', async () => {
    const openai = client(await keyFor(t, 'contract_owner'))
    const messages = [{ role: 'user' as const, content: 'Hi' }]
    for (const extra of [
      { response_format: { type: 'json_object' as const } },
      { tools: [weather] },
    ]) {
      const error = await openai.chat.completions
        .create({ model: 'eve', messages, ...extra })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(APIError)
      expect((error as APIError).status).toBe(502)
      expect((error as APIError).error).toMatchObject({ type: 'api_error', code: 'upstream' })
    }
    // Streamed: an error event, no offline prose.
    const res = await fetch(`${openai.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${openai.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'eve', messages, stream: true, tools: [weather] }),
    })
    const body = await res.text()
    expect(body).toMatch(/"error":\{"message":"The AI model at [^"]+HTTP 500: boom/)
    expect(body).not.toMatch(/offline answer/)
  })

  it('counts the tokens a failed reply billed, marked failed', async () => {
    const openai = client(await keyFor(t, 'billed_owner'))
    const answer = await openai.chat.completions.create({
      model: 'eva',
      messages: [{ role: 'user', content: 'Think for me' }],
    })
    expect(answer.system_fingerprint).toBe('offline:humancodex-offline-1')
    const rows = await t.app.database.db.select().from(tokenUsage)
    expect(rows.find((row) => row.model === 'reasoning-usage (failed)')).toMatchObject({
      promptTokens: 40,
      completionTokens: 12,
    })
    // The administrator sees the model's own words.
    const state = t.app.ai.provider.state('env')
    expect(state.lastError).toMatch(/without any text \(only its reasoning\)/)
  })

  it('keeps a bare </think> block out of the answer', async () => {
    const openai = client(await keyFor(t, 'think_owner'))
    const answer = await openai.chat.completions.create({
      model: 'alex',
      messages: [{ role: 'user', content: 'Hi' }],
    })
    expect(answer.choices[0]!.message.content).toBe('\n\nHello from the model.')
  })

  it('refuses tools with an OpenAI 400 when the offline engine answers', async () => {
    const key = await keyFor(offline, 'tools_offline')
    const res = await offline.injectRaw({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        model: 'adam',
        tools: [weather],
        messages: [{ role: 'user', content: 'Hi' }],
      }),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      type: 'invalid_request_error',
      code: 'unsupported_value',
      message: expect.stringMatching(/^tools: /),
    })
  })

  it('answers the per-address limit as rate_limit_error', async () => {
    const key = await keyFor(offline, 'rate_owner')
    const ask = () =>
      offline.injectRaw({
        method: 'POST',
        url: '/v1/chat/completions',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ model: 'adam', messages: [{ role: 'user', content: 'Hi' }] }),
      })
    let refused = await ask()
    for (let i = 0; i < 8 && refused.statusCode !== 429; i++) refused = await ask()
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toMatchObject({
      type: 'rate_limit_error',
      code: 'rate_limit_exceeded',
    })
  })

  it('sends CORS and the request id on streams, and exposes what clients read', async () => {
    const key = await keyFor(t, 'cors_stream')
    const res = await fetch(
      `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1/chat/completions`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          origin: ORIGIN,
        },
        body: JSON.stringify({
          model: 'alex',
          stream: true,
          messages: [{ role: 'user', content: 'Hi' }],
        }),
      },
    )
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(res.headers.get('x-request-id')).toMatch(/^req_/)
    expect(res.headers.get('access-control-expose-headers')).toMatch(/x-should-retry.*x-request-id/)
    expect(await res.text()).toMatch(/data: \[DONE\]/)
  })
})
