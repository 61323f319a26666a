import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiError,
  apiRequest,
  INVALID_JSON_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  withFailureMessage,
} from './api-request'

type Reply = { status: number; type?: string; body: string; statusText?: string }
const replies: Record<string, Reply> = {
  '/ok': { status: 200, type: 'application/json', body: '{"hello":"codex"}' },
  '/message': { status: 409, type: 'application/json', body: '{"message":"Taken","error":"x"}' },
  '/error-field': { status: 400, type: 'application/json', body: '{"error":"Bad thing"}' },
  '/raw': { status: 502, type: 'text/plain', body: 'upstream down' },
  '/empty': { status: 503, body: '', statusText: 'Service Unavailable' },
  '/html': { status: 200, type: 'text/html', body: '<p>hi</p>' },
  '/broken-json': { status: 200, type: 'application/json', body: '{"half":' },
  '/no-content': { status: 204, body: '' },
}

let server: http.Server
let baseUrl = ''
const seen: { method?: string; body: string; contentType?: string }[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      seen.push({ method: req.method, body, contentType: req.headers['content-type'] })
      const reply = replies[req.url ?? ''] ?? { status: 404, body: '' }
      res.writeHead(
        reply.status,
        reply.statusText,
        reply.type ? { 'content-type': reply.type } : {},
      )
      res.end(reply.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the request to fail')
}

describe('apiRequest', () => {
  it('returns parsed JSON and sends the payload as JSON', async () => {
    const data = await apiRequest('POST', '/ok', { a: 1 }, { baseUrl })
    expect(data).toEqual({ hello: 'codex' })
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      contentType: 'application/json',
    })
  })

  it('sends no body and no content type without a payload', async () => {
    await apiRequest('GET', '/ok', undefined, { baseUrl })
    expect(seen.at(-1)).toMatchObject({ method: 'GET', body: '', contentType: undefined })
  })

  it('prefers the body message, then error, then raw text, then status text', async () => {
    expect(await failure(apiRequest('GET', '/message', undefined, { baseUrl }))).toMatchObject({
      message: 'Taken',
      status: 409,
    })
    expect((await failure(apiRequest('GET', '/error-field', undefined, { baseUrl }))).message).toBe(
      'Bad thing',
    )
    expect((await failure(apiRequest('GET', '/raw', undefined, { baseUrl }))).message).toBe(
      'upstream down',
    )
    const empty = await failure(apiRequest('GET', '/empty', undefined, { baseUrl }))
    expect(empty).toMatchObject({ message: 'Service Unavailable', status: 503 })
  })

  it('reports a network failure with status 0', async () => {
    const error = await failure(
      apiRequest('GET', '/ok', undefined, { baseUrl: 'http://127.0.0.1:1' }),
    )
    expect(error).toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 0 })
  })

  it('rejects a response that is not JSON', async () => {
    const error = await failure(apiRequest('GET', '/html', undefined, { baseUrl }))
    expect(error.message).toBe('Expected a JSON response but received text/html')
  })

  it('rejects unparseable JSON', async () => {
    const error = await failure(apiRequest('GET', '/broken-json', undefined, { baseUrl }))
    expect(error.message).toBe(INVALID_JSON_MESSAGE)
  })

  it('returns undefined for 204 No Content', async () => {
    expect(await apiRequest('DELETE', '/no-content', undefined, { baseUrl })).toBeUndefined()
  })

  it('lets an abort through as an abort, not a network failure', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      apiRequest('GET', '/ok', undefined, { baseUrl, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('withFailureMessage', () => {
  it("puts its message in place of the server's and keeps the status", async () => {
    await expect(
      withFailureMessage('Failed to fetch agents', Promise.reject(new ApiError('Taken', 409))),
    ).rejects.toMatchObject({ name: 'ApiError', message: 'Failed to fetch agents', status: 409 })
  })

  it('passes an answer and an abort through unchanged', async () => {
    await expect(withFailureMessage('Failed', Promise.resolve(7))).resolves.toBe(7)
    const abort = new DOMException('stopped', 'AbortError')
    await expect(withFailureMessage('Failed', Promise.reject(abort))).rejects.toBe(abort)
  })
})
