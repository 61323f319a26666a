import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SELF_CALL_HEADER, SELF_CALL_TOKEN } from '../../ai/self-call'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

let t: TestApp
let key: string
beforeAll(async () => {
  t = await buildTestApp()
  const { cookie } = await signUp(t, 'edges_owner')
  key = (
    await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'edges' },
      headers: { cookie },
    })
  ).json().key
})
afterAll(() => t.close())

const v1 = (method: string, url: string, payload?: object, headers: object = {}) =>
  t.app.inject({
    method: method as 'GET',
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${key}`, ...headers },
  })
const expectOpenAiError = (
  res: { statusCode: number; body: string; headers: object },
  status: number,
) => {
  expect(res.statusCode, res.body).toBe(status)
  expect(String((res.headers as Record<string, string>)['content-type'])).toMatch(/json/)
  const body = JSON.parse(res.body)
  expect(body.error).toMatchObject({ message: expect.any(String), type: expect.any(String) })
  return body.error as { message: string; code: string | null }
}

describe('the edges of /v1', () => {
  it('answers NUL and other control characters with 400 in OpenAI’s shape, storing nothing', async () => {
    for (const content of ['a\u0000b', 'bell\u0007', 'escape \u001b[31m', 'del\u007f']) {
      const res = await v1('POST', '/v1/chat/completions', {
        model: 'adam',
        messages: [{ role: 'user', content }],
      })
      const error = expectOpenAiError(res, 400)
      expect(error.message).toMatch(/^messages\.0\.content: must not contain control characters/)
    }
    const fine = await v1('POST', '/v1/chat/completions', {
      model: 'adam',
      messages: [{ role: 'user', content: 'tabs\tand\nnew lines are fine' }],
    })
    expect(fine.statusCode).toBe(200)
  })

  it('answers unknown paths 404 and known paths with another method 405, never the page', async () => {
    expectOpenAiError(await v1('GET', '/v1/nothing-here'), 404)
    expectOpenAiError(await v1('GET', '/v1'), 404)
    expectOpenAiError(await v1('POST', '/v1/embeddings', { input: 'x' }), 404)
    const get = await v1('GET', '/v1/chat/completions')
    expectOpenAiError(get, 405)
    expect(get.headers.allow).toBe('POST')
    expectOpenAiError(await v1('DELETE', '/v1/models'), 405)
    expectOpenAiError(await t.app.inject({ url: '/v1/chat/completions' }), 405)
    expect((await v1('GET', '/v1/models')).statusCode).toBe(200)
  })

  it('refuses a request this server sent itself', async () => {
    const res = await v1(
      'POST',
      '/v1/chat/completions',
      {
        model: 'adam',
        messages: [{ role: 'user', content: 'hello' }],
      },
      { [SELF_CALL_HEADER]: SELF_CALL_TOKEN },
    )
    expect(expectOpenAiError(res, 508).code).toBe('loop_detected')
    const other = await v1('GET', '/v1/models', undefined, { [SELF_CALL_HEADER]: 'another server' })
    expect(other.statusCode).toBe(200)
  })
})
