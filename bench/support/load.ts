import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { cpuMs } from './proc'

/** The load: 50 connections; a few seconds each keeps a whole bench near a minute. */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 8)

export interface LoadResult {
  rps: number
  p50: number
  p99: number
  /** 2xx responses received. */
  ok: number
  non2xx: number
  /** Connection errors and timeouts. */
  errors: number
  kbPerResponse: number
}

/** A load, with the CPU time the server spent on each response it sent (µs). */
export async function runLoadCounted(
  pid: number,
  url: string,
  options: Partial<autocannon.Options> = {},
): Promise<LoadResult & { cpuUsPerResponse: number }> {
  const before = cpuMs(pid)
  const result = await runLoad(url, options)
  const responses = result.ok + result.non2xx
  return { ...result, cpuUsPerResponse: ((cpuMs(pid) - before) * 1000) / responses }
}

/** autocannon with the bench defaults; `options` may add a method, headers, body or requests. */
export async function runLoad(
  url: string,
  options: Partial<autocannon.Options> = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...options,
  })
  const responses = result['2xx'] + result.non2xx
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    kbPerResponse: responses ? result.throughput.total / responses / 1024 : 0,
  }
}

const HELLO_WORLD = `
const http = require('node:http')
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' })
  res.end('hello world')
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

const SAME_BYTES = `
const http = require('node:http')
const body = Buffer.from(process.env.BENCH_BODY_BASE64, 'base64')
const type = process.env.BENCH_BODY_TYPE
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': type, 'content-length': body.length })
  res.end(body)
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

/**
 * A bare \`node:http\` server in its own process sending, from memory, the bytes \`url\` answers
 * (fetched once): what the server under test would do if it did nothing but send them.
 */
export async function sameBytesBaseline(url: string, options: Partial<autocannon.Options> = {}) {
  const res = await fetch(url)
  const body = Buffer.from(await res.arrayBuffer())
  return baselineProcess(SAME_BYTES, options, {
    BENCH_BODY_BASE64: body.toString('base64'),
    BENCH_BODY_TYPE: res.headers.get('content-type') ?? 'application/json',
  })
}

/**
 * A bare `node:http` hello world in its own process, like the server under test, loaded the
 * same way in the same run: the ceiling the ratios are taken against.
 */
export async function helloWorldBaseline(options: Partial<autocannon.Options> = {}) {
  return baselineProcess(HELLO_WORLD, options)
}

async function baselineProcess(
  script: string,
  options: Partial<autocannon.Options>,
  env: Record<string, string> = {},
) {
  const child = spawn(process.execPath, ['-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  })
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('error', reject)
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())))
    })
    return await runLoadCounted(child.pid!, `http://127.0.0.1:${port}/`, options)
  } finally {
    child.kill()
  }
}
