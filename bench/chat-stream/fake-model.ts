import { spawn } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

/**
 * When the model saw a request and when it wrote that request's first token, in milliseconds
 * of wall-clock time (`now()`), so they compare with a client's in another process.
 */
export interface ModelTiming {
  receivedAt: number
  firstChunkAt: number
}

/** Wall-clock milliseconds with `performance.now()`'s resolution, the same in every process. */
export const now = () => performance.timeOrigin + performance.now()

export interface FakeModel {
  /** The OpenAI base URL, ending in `/v1`. */
  baseUrl: string
  /** One entry per completion request, in arrival order. */
  timings: ModelTiming[]
  close(): Promise<void>
}

export const FAKE_REPLY = ['Hello ', 'from ', 'the ', 'model.']

const sse = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`

/**
 * An OpenAI-compatible model on loopback that answers every chat completion with the same
 * streamed reply after a fixed delay, and notes when it received each request (its headers)
 * and when it wrote the first token: what the model itself takes, so that the rest of a
 * client's time to first token is what the server between them added.
 */
export async function startFakeModel(firstTokenDelayMs: number): Promise<FakeModel> {
  const timings: ModelTiming[] = []
  const server = http.createServer((req, res) => {
    const receivedAt = now()
    if (req.method === 'GET' && req.url === '/timings') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(timings))
      return
    }
    req.resume()
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end()
        return
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      setTimeout(() => {
        res.write(sse(FAKE_REPLY[0]!))
        timings.push({ receivedAt, firstChunkAt: now() })
        for (const word of FAKE_REPLY.slice(1)) res.write(sse(word))
        res.end('data: [DONE]\n\n')
      }, firstTokenDelayMs)
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    timings,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * The same model in a process of its own, as a real model server is: in the client's process,
 * a request reaching it waits while the client's event loop is busy, and that wait would be
 * counted as time the server under test added. Its timings are read over HTTP (`GET /timings`).
 */
export async function startFakeModelProcess(firstTokenDelayMs: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), String(firstTokenDelayMs)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const kill = () => child.kill('SIGKILL')
  process.once('exit', kill)
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (data: Buffer) => {
      out += data.toString()
      const line = out.split('\n')[0]
      if (out.includes('\n') && line) resolve(line.trim())
    })
    child.once('exit', (code) => reject(new Error(`the fake model exited with ${code}`)))
  })
  const origin = new URL(baseUrl).origin
  return {
    baseUrl,
    /** The timings of every completion request so far, in arrival order. */
    timings: async () => (await (await fetch(`${origin}/timings`)).json()) as ModelTiming[],
    close: async () => {
      process.off('exit', kill)
      child.kill('SIGTERM')
    },
  }
}

// Run as a script (`startFakeModelProcess`): serve until killed, the base URL on stdout.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const model = await startFakeModel(Number(process.argv[2] ?? 20))
  process.stdout.write(`${model.baseUrl}\n`)
}
