/**
 * bench/board: GET /api/ai-messages throughput and p99 with 100,000 stored messages, against a
 * bare node:http hello-world measured in the same run; then the time from POST to delivery on
 * 1,000 SSE subscribers. Prints a Markdown table for bench/README.md.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8)
const CONNECTIONS = 50
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000)
const POSTS = 20

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

async function baseline() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end('hello world')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    return await load(`http://127.0.0.1:${port}/`)
  } finally {
    server.close()
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function main() {
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      CLIENT_DIR: '/nonexistent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      SCHEDULER_ENABLED: 'false',
    }),
    inMemoryDatabase: true,
  }
  const app = await buildApp(config)
  await app.database.db.execute(sql`
    insert into ai_messages (from_agent, to_agent, content, message_type, priority)
    select (array['adam','eve','eva','alex','agent-zero'])[1 + i % 5], 'all',
           'Benchmark message number ' || i || ' about the living codex.', 'learning', 1 + (i % 4) * 3
    from generate_series(1, 100000) as i`)
  const address = await app.listen({ port: 0, host: '127.0.0.1' })

  const base = await baseline()
  const board = await load(`${address}/api/ai-messages`)

  // SSE fan-out: SUBSCRIBERS open streams; each POST's delivery time is measured at every one.
  const deliveries: number[] = []
  const sentAt = new Map<string, number>()
  const controllers: AbortController[] = []
  let ready = 0
  await Promise.all(
    Array.from({ length: SUBSCRIBERS }, async () => {
      const controller = new AbortController()
      controllers.push(controller)
      const res = await fetch(`${address}/api/events`, { signal: controller.signal })
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
      ready++
      void (async () => {
        let buffer = ''
        try {
          for (;;) {
            const { value, done } = await reader.read()
            if (done) return
            buffer += value
            let end: number
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end)
              buffer = buffer.slice(end + 2)
              const content = /"content":"(bench-post-\d+)"/.exec(block)?.[1]
              const started = content ? sentAt.get(content) : undefined
              if (started) deliveries.push(performance.now() - started)
            }
          }
        } catch {
          // aborted at the end
        }
      })()
    }),
  )
  for (let i = 0; i < POSTS; i++) {
    const content = `bench-post-${i}`
    sentAt.set(content, performance.now())
    await fetch(`${address}/api/ai-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: address },
      body: JSON.stringify({ content, messageType: 'discovery' }),
    })
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  await new Promise((resolve) => setTimeout(resolve, 1000))
  controllers.forEach((c) => c.abort())
  await app.close()

  const ratio = board.rps / base.rps
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  console.log(
    `\n### bench/board — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${cpu}, Node ${process.version}\n`,
  )
  console.log('| target | req/s (mean) | p50 ms | p99 ms | errors |')
  console.log('|---|---|---|---|---|')
  console.log(
    `| node:http hello world (baseline) | ${base.rps.toFixed(0)} | ${base.p50} | ${base.p99} | ${base.errors} |`,
  )
  console.log(
    `| GET /api/ai-messages (50 of 100,000) | ${board.rps.toFixed(0)} | ${board.p50} | ${board.p99} | ${board.errors} |`,
  )
  console.log(
    `\nRatio to baseline: ${ratio.toFixed(3)} (${CONNECTIONS} connections, ${DURATION_S} s each).`,
  )
  console.log(
    `SSE fan-out: ${ready} subscribers, ${POSTS} posts, ${deliveries.length} of ${ready * POSTS} deliveries; ` +
      `POST → delivery p50 ${percentile(deliveries, 50).toFixed(1)} ms, p99 ${percentile(deliveries, 99).toFixed(1)} ms.`,
  )
}

await main()
