/**
 * A route's body limit at the door (decision 226): a declared length over it is 413 with a
 * JSON message naming the limit, before the access check and before anything is stored; a body
 * under it reaches the access check as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BODY_LIMIT, MiB } from '@/shared/endpoint-schema'
import { MAX_CARD_BYTES } from '@/shared/personas'
import { COMPLETION_BODY_LIMIT } from '@/shared/openai-api'
import { tooLargeMessage } from './body-budget'
import { buildTestApp, type TestApp } from './test/build-test-app'
import { signUp } from './test/helpers'

let t: TestApp
let member: string
let apiKey: string
beforeAll(async () => {
  t = await buildTestApp()
  member = (await signUp(t, 'budget_member')).cookie
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: { cookie: member },
    payload: { name: 'budget' },
  })
  apiKey = key.json().key as string
})
afterAll(() => t.close())

const post = (url: string, bytes: number, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/octet-stream', ...headers },
    payload: Buffer.alloc(bytes, 'x'),
  })

const personasOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/personas', headers: { cookie } })).body

describe('a body over its route’s limit', () => {
  it('is 413 for a visitor before the access check says 401', async () => {
    const over = await post('/api/personas/import', MAX_CARD_BYTES + 1)
    expect(over.statusCode).toBe(413)
    expect(over.headers['content-type']).toMatch(/^application\/json/)
    expect(over.json()).toEqual({ message: tooLargeMessage(MAX_CARD_BYTES) })
    expect(over.json().message).toBe(
      'The request body is too large: this route takes at most 8 MiB.',
    )
    // 2 MiB is over persona creation's 1 MiB: 413, not 401.
    const create = await post('/api/personas', 2 * MiB, { 'content-type': 'application/json' })
    expect(create.statusCode).toBe(413)
    expect(create.json().message).toMatch(/at most 1 MiB\.$/)
  })

  it('is 413 for a member on a default route, and nothing is stored', async () => {
    const before = await personasOf(member)
    const over = await post('/api/personas/import', MAX_CARD_BYTES + 1, { cookie: member })
    expect(over.statusCode).toBe(413)
    const key = await post('/api/api-keys', DEFAULT_BODY_LIMIT + 1, {
      cookie: member,
      'content-type': 'application/json',
    })
    expect(key.statusCode).toBe(413)
    expect(key.json().message).toMatch(/at most 64 KiB\.$/)
    expect(await personasOf(member)).toBe(before)
  })

  it('is 413 in OpenAI’s shape under /v1', async () => {
    const over = await post('/v1/chat/completions', COMPLETION_BODY_LIMIT + 1, {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/json',
    })
    expect(over.statusCode).toBe(413)
    expect(over.json()).toEqual({
      error: {
        message: tooLargeMessage(COMPLETION_BODY_LIMIT),
        type: 'invalid_request_error',
        code: null,
      },
    })
  })
})

describe('a body under its route’s limit', () => {
  it('reaches the access check: a visitor’s 2 MiB card is 401, unread', async () => {
    const under = await post('/api/personas/import', 2 * MiB)
    expect(under.statusCode).toBe(401)
    expect(under.json().message).toMatch(/sign in/i)
    const atLimit = await post('/api/api-keys', DEFAULT_BODY_LIMIT, {
      'content-type': 'application/json',
    })
    expect(atLimit.statusCode).toBe(401)
  })

  it('reaches validation for a member: exactly the limit is read and judged', async () => {
    const atLimit = await post('/api/api-keys', DEFAULT_BODY_LIMIT, {
      cookie: member,
      'content-type': 'application/json',
    })
    // 64 KiB of "x" is not JSON: the parser read it and said so.
    expect(atLimit.statusCode).toBe(400)
  })
})
