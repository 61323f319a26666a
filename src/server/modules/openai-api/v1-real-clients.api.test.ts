import type { AddressInfo } from 'node:net'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { ChatOpenAI } from '@langchain/openai'
import { generateObject, generateText, streamText } from 'ai'
import OpenAI, { APIError } from 'openai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startFakeModel, type FakeModel } from '../../../../tests/support/fake-model'
import { loadConfig } from '../../config'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

/**
 * /v1/chat/completions driven by today's clients from npm, unmodified (issue 56, item 10):
 * Vercel's `ai` with `@ai-sdk/openai-compatible` and `@ai-sdk/openai`'s chat model, and
 * LangChain's `@langchain/openai`. The persona's model (tests/support/fake-model.ts, `tools`)
 * takes tools and JSON as vLLM does, so structured output goes through end to end.
 */
let t: TestApp
let fake: FakeModel
let key: string
let otherKey: string
/** The first key's owner's session, to read their account export. */
let ownerCookie: string
let baseURL: string

beforeAll(async () => {
  fake = await startFakeModel()
  const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
  t = await buildTestApp({
    ai: { ...base, baseUrl: fake.baseUrl, model: 'tools', timeoutMs: 2000 },
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  baseURL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1`
  const [owner, other] = await Promise.all(['real_clients', 'other_client'].map(keyFor))
  ;({ key, cookie: ownerCookie } = owner!)
  otherKey = other!.key
})

async function keyFor(username: string) {
  const { cookie } = await signUp(t, username, true)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    payload: { name: 'clients' },
    headers: { cookie },
  })
  return { key: res.json().key as string, cookie }
}
afterAll(async () => {
  await t.close()
  await fake.close()
})

const City = z.object({ city: z.string() })

describe("Vercel's ai SDK on /v1/chat/completions", () => {
  it('@ai-sdk/openai-compatible: generateText, streamText and generateObject', async () => {
    const provider = createOpenAICompatible({
      name: 'humancodex',
      baseURL,
      apiKey: key,
      includeUsage: true,
      supportsStructuredOutputs: true,
    })
    const text = await generateText({ model: provider('eve'), prompt: 'Hi', maxRetries: 0 })
    expect(text.text).toBe('Hello from the model.')
    expect(text.finishReason).toBe('stop')
    expect(text.usage).toMatchObject({ inputTokens: 30, outputTokens: 9 })

    const streamed = streamText({ model: provider('eve'), prompt: 'Hi', maxRetries: 0 })
    let said = ''
    for await (const piece of streamed.textStream) said += piece
    expect(said).toBe('Hello from the model.')
    expect(await streamed.usage).toMatchObject({ inputTokens: 30, outputTokens: 9 })

    const object = await generateObject({
      model: provider('eve'),
      schema: City,
      prompt: 'Where?',
      maxRetries: 0,
    })
    expect(object.object).toEqual({ city: 'Paris' })
    expect(fake.requests.at(-1)!.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { schema: { properties: { city: { type: 'string' } } } },
    })
  })

  it("@ai-sdk/openai's chat model: generateText, streamText, generateObject and a tool", async () => {
    const openai = createOpenAI({ baseURL, apiKey: key })
    const text = await generateText({ model: openai.chat('adam'), prompt: 'Hi', maxRetries: 0 })
    expect(text.text).toBe('Hello from the model.')
    expect(text.usage).toMatchObject({ inputTokens: 30, outputTokens: 9 })

    const streamed = streamText({ model: openai.chat('adam'), prompt: 'Hi', maxRetries: 0 })
    let said = ''
    for await (const piece of streamed.textStream) said += piece
    expect(said).toBe('Hello from the model.')
    expect((await streamed.usage).inputTokens).toBe(30)

    const object = await generateObject({
      model: openai.chat('adam'),
      schema: City,
      prompt: 'Where?',
      maxRetries: 0,
    })
    expect(object.object).toEqual({ city: 'Paris' })

    const called = await generateText({
      model: openai.chat('adam'),
      prompt: 'Weather in Paris?',
      maxRetries: 0,
      tools: {
        weather: {
          description: 'The weather in a city',
          inputSchema: City,
          execute: async ({ city }: { city: string }) => `Sunny in ${city}`,
        },
      },
      stopWhen: ({ steps }) => steps.length >= 2,
    })
    expect(called.steps[0]!.toolCalls[0]).toMatchObject({
      toolName: 'weather',
      input: { city: 'Paris' },
    })
    // The second step sent the call and its result back; the model answered from them.
    expect(called.text).toBe('The tool said: Sunny in Paris')
  })
})

describe("LangChain's ChatOpenAI on /v1/chat/completions", () => {
  const chat = () =>
    new ChatOpenAI({ model: 'eva', apiKey: key, configuration: { baseURL }, maxRetries: 0 })

  it('invoke and stream', async () => {
    const answer = await chat().invoke('Hi')
    expect(answer.content).toBe('Hello from the model.')
    expect(answer.usage_metadata).toMatchObject({ input_tokens: 30, output_tokens: 9 })
    let said = ''
    for await (const piece of await chat().stream('Hi')) said += String(piece.content)
    expect(said).toBe('Hello from the model.')
  })

  it('withStructuredOutput, in json-schema and function-calling modes', async () => {
    const asJson = await chat()
      .withStructuredOutput(City, { name: 'city', method: 'jsonSchema' })
      .invoke('Where?')
    expect(asJson).toEqual({ city: 'Paris' })
    expect(fake.requests.at(-1)!.response_format).toMatchObject({ type: 'json_schema' })

    const asCall = await chat()
      .withStructuredOutput(City, { name: 'city', method: 'functionCalling' })
      .invoke('Where?')
    expect(asCall).toEqual({ city: 'Paris' })
    expect(fake.requests.at(-1)).toMatchObject({
      tools: [{ type: 'function', function: { name: 'city' } }],
      tool_choice: { type: 'function', function: { name: 'city' } },
    })
  })
})

describe('/v1/responses', () => {
  const sdk = (apiKey = key) => new OpenAI({ apiKey, baseURL, maxRetries: 0 })

  it("answers the openai SDK's responses.create, streamed and not, and continues a chain", async () => {
    const first = await sdk().responses.create({
      model: 'eve',
      instructions: 'Answer in one line.',
      input: 'Hi, I am Sam.',
    })
    expect(first).toMatchObject({ object: 'response', status: 'completed', model: 'eve' })
    expect(first.id).toMatch(/^resp_/)
    expect(first.output_text).toBe('Hello from the model.')
    expect(first.usage).toMatchObject({ input_tokens: 30, output_tokens: 9, total_tokens: 39 })
    const asked = fake.requests.at(-1)!.messages
    expect(
      asked.some((m) => m.role === 'system' && m.content.includes('Answer in one line.')),
    ).toBe(true)
    expect(asked.at(-1)).toEqual({ role: 'user', content: 'Hi, I am Sam.' })

    const stream = await sdk().responses.create({
      model: 'eve',
      input: [{ role: 'user', content: [{ type: 'input_text', text: 'And now?' }] }],
      previous_response_id: first.id,
      stream: true,
    })
    const types: string[] = []
    let said = ''
    let completed: OpenAI.Responses.Response | undefined
    for await (const event of stream) {
      types.push(event.type)
      if (event.type === 'response.output_text.delta') said += event.delta
      if (event.type === 'response.completed') completed = event.response
    }
    expect(said).toBe('Hello from the model.')
    expect(types[0]).toBe('response.created')
    expect(types).toContain('response.output_text.done')
    expect(types.at(-1)).toBe('response.completed')
    expect(completed).toMatchObject({ previous_response_id: first.id, status: 'completed' })
    expect(completed!.usage?.output_tokens).toBe(9)
    // The server kept the first exchange: the model read it before the new question.
    expect(fake.requests.at(-1)!.messages.slice(-3)).toEqual([
      { role: 'user', content: 'Hi, I am Sam.' },
      { role: 'assistant', content: 'Hello from the model.' },
      { role: 'user', content: 'And now?' },
    ])

    // The chain goes on from the streamed answer, with the whole conversation.
    await sdk().responses.create({
      model: 'eve',
      input: 'Third',
      previous_response_id: completed!.id,
    })
    expect(
      fake.requests
        .at(-1)!
        .messages.slice(-5)
        .map((m) => m.content),
    ).toEqual([
      'Hi, I am Sam.',
      'Hello from the model.',
      'And now?',
      'Hello from the model.',
      'Third',
    ])
  })

  it("keeps a response for its key's owner only, and not when asked not to store", async () => {
    const mine = await sdk().responses.create({ model: 'adam', input: 'Secret plans' })
    const refused = await sdk(otherKey)
      .responses.create({ model: 'adam', input: 'Go on', previous_response_id: mine.id })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(APIError)
    expect((refused as APIError).status).toBe(404)
    expect((refused as APIError).code).toBe('previous_response_not_found')
    expect(fake.requests.at(-1)!.messages.at(-1)!.content).toBe('Secret plans')
    // The owner's account export holds what was kept.
    const exported = await t.app.inject({
      url: '/api/account/export',
      headers: { cookie: ownerCookie },
    })
    const kept = exported.json().apiResponses as { id: string; turns: { content: string }[] }[]
    expect(kept.find((response) => response.id === mine.id)?.turns[0]?.content).toBe('Secret plans')

    const unkept = await sdk().responses.create({ model: 'adam', input: 'Hi', store: false })
    expect(unkept).toMatchObject({ store: false })
    const gone = await sdk()
      .responses.create({ model: 'adam', input: 'Go on', previous_response_id: unkept.id })
      .catch((error: unknown) => error)
    expect((gone as APIError).status).toBe(404)

    const unknown = await sdk()
      .responses.create({ model: 'gpt-4o', input: 'Hi' })
      .catch((error: unknown) => error)
    expect((unknown as APIError).status).toBe(404)
    expect((unknown as APIError).code).toBe('model_not_found')
    const item = await sdk()
      .responses.create({
        model: 'adam',
        input: [{ type: 'item_reference', id: 'msg_1' }],
      })
      .catch((error: unknown) => error)
    expect((item as APIError).status).toBe(400)
    expect((item as APIError).message).toMatch(/input\[0\]: only messages/)
  })

  it("serves @ai-sdk/openai's default model (the Responses API): generateText and streamText", async () => {
    const openai = createOpenAI({ baseURL, apiKey: key })
    const text = await generateText({
      model: openai('eva'),
      system: 'Be brief.',
      prompt: 'Hi',
      maxRetries: 0,
    })
    expect(text.text).toBe('Hello from the model.')
    expect(text.finishReason).toBe('stop')
    expect(text.usage).toMatchObject({ inputTokens: 30, outputTokens: 9 })
    expect(text.response.id).toMatch(/^resp_/)

    const streamed = streamText({ model: openai('eva'), prompt: 'Hi', maxRetries: 0 })
    let said = ''
    for await (const piece of streamed.textStream) said += piece
    expect(said).toBe('Hello from the model.')
    expect(await streamed.finishReason).toBe('stop')
    expect((await streamed.usage).outputTokens).toBe(9)
  })
})
