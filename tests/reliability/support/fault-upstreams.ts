import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** A local HTTP server whose behaviour the test switches; it can also go down and come back. */
export interface FakeUpstream<Mode extends string> {
  port: number
  url: string
  mode: Mode
  requests: number
  /** Closes the port (connections refused) until `up()`. */
  down(): Promise<void>
  up(): Promise<void>
  close(): Promise<void>
}

type Handler<Mode> = (mode: Mode, req: http.IncomingMessage, res: http.ServerResponse) => void

async function startFakeUpstream<Mode extends string>(
  initial: Mode,
  handle: Handler<Mode>,
): Promise<FakeUpstream<Mode>> {
  let server: http.Server | undefined
  const sockets = new Set<Socket>()
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const created = http.createServer((req, res) => {
        fake.requests++
        // Read the request body before answering, as a real upstream does.
        req.resume()
        req.on('end', () => handle(fake.mode, req, res))
      })
      created.on('connection', (socket) => {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
      })
      created.once('error', reject)
      created.listen(port, '127.0.0.1', () => {
        server = created
        resolve((created.address() as AddressInfo).port)
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve()
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
      server = undefined
    })
  const port = await listen(0)
  const fake: FakeUpstream<Mode> = {
    port,
    url: `http://127.0.0.1:${port}`,
    mode: initial,
    requests: 0,
    down: stop,
    up: async () => {
      await listen(port)
    },
    close: stop,
  }
  return fake
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`

export type AiMode =
  'normal' | 'never-answers' | 'stalls-mid-stream' | 'html-page' | 'broken-sse' | 'plain-json'

/** An OpenAI-compatible chat-completions endpoint at `${url}/v1` with switchable faults. */
export function startFakeAiProvider() {
  return startFakeUpstream<AiMode>('normal', (mode, _req, res) => {
    switch (mode) {
      case 'normal':
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.end(`${chunk('Hello ')}${chunk('from the model.')}data: [DONE]\n\n`)
        return
      case 'never-answers':
        return
      case 'stalls-mid-stream':
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.write(chunk('Hello '))
        return
      case 'html-page':
        res.writeHead(200, { 'content-type': 'text/html' })
        res.end('<!doctype html><title>502 Bad Gateway</title><h1>nginx</h1>')
        return
      case 'broken-sse':
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.end(`${chunk('Hello ')}data: {"choices":[{"delta":\u0000garbage\n\n`)
        return
      case 'plain-json':
        // A non-streaming completion: valid JSON, but not the stream we asked for.
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'hi' } }] }))
        return
    }
  })
}

export type GithubMode = 'ok' | 'rate-limited' | 'secondary-rate-limit'

/** The GitHub REST API as the knowledge seeker uses it, rate limited on demand. */
export function startFakeGithubApi() {
  return startFakeUpstream<GithubMode>('ok', (mode, req, res) => {
    const reset = String(Math.floor(Date.now() / 1000) + 600)
    if (mode === 'rate-limited') {
      res.writeHead(403, {
        'content-type': 'application/json',
        'x-ratelimit-limit': '60',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': reset,
      })
      res.end('{"message":"API rate limit exceeded for 127.0.0.1."}')
      return
    }
    if (mode === 'secondary-rate-limit') {
      res.writeHead(403, {
        'content-type': 'application/json',
        'x-ratelimit-remaining': '42',
        'retry-after': '60',
      })
      res.end('{"message":"You have exceeded a secondary rate limit."}')
      return
    }
    const headers = { 'content-type': 'application/json', 'x-ratelimit-remaining': '59' }
    if (req.url?.startsWith('/search/repositories')) {
      res.writeHead(200, headers).end('{"total_count":0,"items":[]}')
      return
    }
    res.writeHead(404, headers).end('{"message":"Not Found"}')
  })
}
