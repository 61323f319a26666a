import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from './api-request'
import { INVALID_RESPONSE_FORMAT, streamChat } from './chat-stream'

const done = {
  response: 'Hello there',
  conversationId: '00000000-0000-4000-8000-000000000000',
  persona: 'adam',
  engine: 'offline',
  model: 'm',
  saved: false,
}
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

let server: http.Server
let baseUrl = ''
beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const wait = () => new Promise((resolve) => setTimeout(resolve, 5))
    const stream = () => res.writeHead(200, { 'content-type': 'text/event-stream' })
    switch (req.url) {
      case '/ok':
        stream()
        res.write(
          sse('start', {
            conversationId: done.conversationId,
            engine: 'offline',
            model: 'm',
            saved: false,
          }),
        )
        for (const text of ['Hello ', 'there']) {
          // Split an event across two network writes to test the buffering.
          const event = sse('chunk', { text })
          res.write(event.slice(0, 7))
          await wait()
          res.write(event.slice(7))
        }
        res.end(sse('done', done))
        return
      case '/error-event':
        stream()
        res.end(
          sse('chunk', { text: 'Hel' }) +
            sse('error', { message: 'The AI model is busy right now.' }),
        )
        return
      case '/no-response':
        stream()
        res.end(sse('done', { conversationId: 'x' }))
        return
      case '/limit':
        res
          .writeHead(429, { 'content-type': 'application/json' })
          .end('{"message":"You have started 10 conversations today"}')
        return
      case '/json':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(done))
        return
      case '/json-without-response':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"reply":"hi"}')
        return
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('streamChat', () => {
  it('reports start and every chunk, and resolves with the final reply', async () => {
    const chunks: string[] = []
    let started = ''
    const reply = await streamChat(
      '/ok',
      { message: 'hi' },
      { baseUrl, onStart: (m) => (started = m.conversationId), onChunk: (t) => chunks.push(t) },
    )
    expect(chunks).toEqual(['Hello ', 'there'])
    expect(started).toBe(done.conversationId)
    expect(reply).toEqual(done)
  })

  it('rejects with the server message from an error event', async () => {
    await expect(streamChat('/error-event', {}, { baseUrl })).rejects.toMatchObject({
      message: 'The AI model is busy right now.',
    })
  })

  it('rejects a reply without a response field with the invalid-format message', async () => {
    await expect(streamChat('/no-response', {}, { baseUrl })).rejects.toMatchObject({
      message: INVALID_RESPONSE_FORMAT,
    })
    await expect(streamChat('/json-without-response', {}, { baseUrl })).rejects.toMatchObject({
      message: INVALID_RESPONSE_FORMAT,
    })
  })

  it('carries the status and message of a refused request', async () => {
    const error = await streamChat('/limit', {}, { baseUrl }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 429, message: 'You have started 10 conversations today' })
  })

  it('accepts a plain JSON reply', async () => {
    expect(await streamChat('/json', {}, { baseUrl })).toEqual(done)
  })
})
