import type { AddressInfo } from 'node:net'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { ChatOpenAI } from '@langchain/openai'
import { generateObject, generateText, streamText } from 'ai'
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
let baseURL: string

beforeAll(async () => {
  fake = await startFakeModel()
  const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
  t = await buildTestApp({
    ai: { ...base, baseUrl: fake.baseUrl, model: 'tools', timeoutMs: 2000 },
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  baseURL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1`
  const { cookie } = await signUp(t, 'real_clients', true)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    payload: { name: 'clients' },
    headers: { cookie },
  })
  key = res.json().key as string
})
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
