/**
 * Time to first token of a streamed chat reply through our server, against the same model
 * asked directly: the local OpenAI-compatible test provider, with our app in-process pointing
 * `AI_BASE_URL` at it. Then 200 streams at once through our server, none may fail.
 * Usage: `npm run bench:chat-stream`. Exits 1 when we add 5 ms or more at the median, or when
 * any concurrent stream fails. With `BENCH_CPU_PROF=<dir>` it writes a V8 CPU profile of the
 * timed sequential requests there (app, model stub and client: they share this process); sum
 * it with `tsx bench/chat-stream/profile-summary.ts <file>`. Last, the statements and transactions
 * of one new conversation and one follow-up, counted as `turn-order.api.test.ts` counts them
 * (PostgreSQL with `DATABASE_URL`, else in-memory PGlite); `BENCH_STATEMENTS=1` lists them.
 */
import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { startFakeOpenAiServer } from '../../tests/support/fake-model'
import { loadConfig } from '../../src/server/config'
import { buildTestApp } from '../../src/server/test/build-test-app'
import { countStatements } from '../../src/server/test/statement-count'
import { ourToken, timeStream, type Timing, upstreamToken } from './sse-timing'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300)
const WARM_UP = 30
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 200)
const ADDED_MEDIAN_BUDGET_MS = 5
const FULL_REPLY = 'Hello from the model.'

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN
}
const ms = (value: number) => `${value.toFixed(2)} ms`

/** Starts a CPU profile when `BENCH_CPU_PROF` names a directory; the returned stop writes it. */
async function startProfile(): Promise<() => Promise<void>> {
  const dir = process.env.BENCH_CPU_PROF
  if (!dir) return async () => {}
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.start')
  return async () => {
    const { profile } = await session.post('Profiler.stop')
    fs.mkdirSync(dir, { recursive: true })
    const file = path.resolve(dir, `chat-stream-${Date.now()}.cpuprofile`)
    fs.writeFileSync(file, JSON.stringify(profile))
    session.disconnect()
    console.log(`CPU profile of the sequential requests: ${file}`)
  }
}

async function main() {
  const fake = await startFakeOpenAiServer()
  const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' })
  const t = await buildTestApp({
    rateLimitPerMinute: 10_000_000,
    ai: { ...base.ai, baseUrl: fake.baseUrl, apiKey: 'sk-bench', model: 'normal' },
  })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  // One process holds the app, the model stub and the load generator, so this is all of them.
  const rssMb = () => process.memoryUsage().rss / 2 ** 20
  const idleRss = rssMb()

  try {
    // A Premium user: unlimited conversations, each stored (the heavier path).
    const register = await fetch(`${origin}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        username: 'bench_user',
        email: 'bench@example.com',
        password: 'bench-password-1',
      }),
    })
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const upgrade = await fetch(`${origin}/api/upgrade-premium`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ plan: 'pro' }),
    })
    if (register.status !== 201 || upgrade.status !== 200)
      throw new Error(`set-up failed: register ${register.status}, upgrade ${upgrade.status}`)

    const questions = [
      'What is the Codex Compass?',
      'How does quick search work?',
      'What does the Pro plan include?',
      'Tell me about the expert ring.',
    ]
    const direct = (i: number) =>
      timeStream(
        `${fake.baseUrl}/chat/completions`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
          body: JSON.stringify({
            model: 'normal',
            stream: true,
            messages: [
              { role: 'system', content: 'You are Adam.' },
              { role: 'user', content: questions[i % questions.length] },
            ],
          }),
        },
        upstreamToken,
      )
    const ours = (i: number, conversationId?: string) =>
      timeStream(
        `${origin}/api/ai-agents/adam/ask`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            origin,
            cookie,
          },
          body: JSON.stringify({
            message: questions[i % questions.length],
            ...(conversationId ? { conversationId } : {}),
          }),
        },
        ourToken,
      )

    for (let i = 0; i < WARM_UP; i++) {
      await direct(i)
      await ours(i)
    }

    // Alternate the two so drift on the machine hits both alike.
    const samples = {
      direct: [] as number[],
      fresh: [] as number[],
      followUp: [] as number[],
      status: [] as number[],
      usage: [] as number[],
      cpu: { direct: [] as number[], fresh: [] as number[], followUp: [] as number[] },
    }
    // Where our time goes: the stack alone, and the stack with the session and one query.
    const timeGet = async (path: string, withSession: boolean) => {
      const started = performance.now()
      const response = await fetch(`${origin}${path}`, {
        headers: withSession ? { cookie } : {},
      })
      await response.arrayBuffer()
      return performance.now() - started
    }
    const first = await fetch(`${origin}/api/ai-agents/adam/ask`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ message: 'Hello' }),
    })
    const { conversationId } = (await first.json()) as { conversationId: string }
    const stopProfile = await startProfile()
    for (let i = 0; i < REQUESTS; i++) {
      const straight = await direct(i)
      samples.direct.push(straight.ttft)
      samples.cpu.direct.push(straight.cpuToFirst)
      const fresh = await ours(i)
      if (fresh.text !== FULL_REPLY) throw new Error(`unexpected reply: ${fresh.text}`)
      samples.fresh.push(fresh.ttft)
      samples.cpu.fresh.push(fresh.cpuToFirst)
      const followUp = await ours(i, conversationId)
      samples.followUp.push(followUp.ttft)
      samples.cpu.followUp.push(followUp.cpuToFirst)
      samples.status.push(await timeGet('/api/ai/status', false))
      samples.usage.push(await timeGet('/api/usage', true))
    }
    await stopProfile()

    const afterSequentialRss = rssMb()
    const rows = [
      ['model directly', samples.direct],
      ['through us, new conversation', samples.fresh],
      ['through us, follow-up (saved history)', samples.followUp],
      ['for scale: GET /api/ai/status, no session (no database)', samples.status],
      ['for scale: GET /api/usage (session + usage query)', samples.usage],
    ] as const
    console.log(`\nTime to first token, ${REQUESTS} requests each (after ${WARM_UP} warm-up):\n`)
    console.log('| path | p50 | p95 | p99 |')
    console.log('|---|---|---|---|')
    for (const [name, values] of rows) {
      console.log(
        `| ${name} | ${ms(quantile(values, 0.5))} | ${ms(quantile(values, 0.95))} | ${ms(quantile(values, 0.99))} |`,
      )
    }
    const directMedian = quantile(samples.direct, 0.5)
    const added = {
      fresh: quantile(samples.fresh, 0.5) - directMedian,
      followUp: quantile(samples.followUp, 0.5) - directMedian,
    }
    console.log(
      `\nAdded at the median: ${ms(added.fresh)} (new conversation), ${ms(added.followUp)} (follow-up). Budget: ${ADDED_MEDIAN_BUDGET_MS} ms.`,
    )
    const cpuMedian = (values: number[]) => ms(quantile(values, 0.5))
    console.log(
      `Process CPU to the first token, p50: ${cpuMedian(samples.cpu.direct)} directly, ${cpuMedian(samples.cpu.fresh)} new conversation, ${cpuMedian(samples.cpu.followUp)} follow-up (less sensitive to the machine's load than the times).`,
    )

    // Many at once: every stream must finish with the whole reply.
    const started = performance.now()
    const results = await Promise.allSettled(Array.from({ length: CONCURRENT }, (_, i) => ours(i)))
    const wall = performance.now() - started
    const ok = results.filter(
      (result): result is PromiseFulfilledResult<Timing> =>
        result.status === 'fulfilled' && result.value.text === FULL_REPLY,
    )
    const failures = results.length - ok.length
    const loadTtft = ok.map((result) => result.value.ttft)
    console.log(
      `\n${CONCURRENT} concurrent streams: ${ok.length} complete, ${failures} failed, all done in ${ms(wall)}; first token p50 ${ms(quantile(loadTtft, 0.5))}, p99 ${ms(quantile(loadTtft, 0.99))}.`,
    )
    for (const result of results)
      if (result.status === 'rejected') console.error(String(result.reason).slice(0, 200))
    console.log(
      `Process RSS (app, model stub and client in one process): ${idleRss.toFixed(0)} MB idle, ` +
        `${afterSequentialRss.toFixed(0)} MB after the sequential runs, ${rssMb().toFixed(0)} MB after the ${CONCURRENT} streams.`,
    )
    console.log(
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.`,
    )

    // What a turn costs the database: counted, not timed, so the machine's load does not matter.
    // The turn's writes after the answer are awaited, as the test awaits them.
    await t.app.background.idle()
    console.log(`\nOne turn's statements on ${t.app.database.kind}:\n`)
    console.log('| turn | statements | transactions |')
    console.log('|---|---|---|')
    for (const [name, turn] of [
      ['new conversation', () => ours(0)],
      ['follow-up (saved history)', () => ours(1, conversationId)],
    ] as const) {
      const counted = await countStatements(async () => {
        await turn()
        await t.app.background.idle()
      })
      console.log(`| ${name} | ${counted.statements} | ${counted.transactions} |`)
      if (process.env.BENCH_STATEMENTS) console.log(counted.texts.map((s) => `  ${s}`).join('\n'))
    }

    if (added.fresh >= ADDED_MEDIAN_BUDGET_MS || added.followUp >= ADDED_MEDIAN_BUDGET_MS) {
      console.error('Over budget: more than 5 ms added at the median.')
      process.exitCode = 1
    }
    if (failures > 0) process.exitCode = 1
  } finally {
    await t.close()
    await fake.close()
  }
}

void main()
