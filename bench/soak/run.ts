/**
 * The soak run (not in CI): mixed load for SOAK_SECONDS (default 600) against the production
 * server in its own process on a temporary DATA_DIR (PGlite on disk): board and agent reads,
 * notes, quick search (repeated and one-off queries), board posts, streamed chats with a model,
 * and event-stream clients connecting and leaving. Every ~10 s it samples the server's RSS and
 * open file descriptors (/proc), its heap and open event streams (/metrics). At the end every
 * client goes and the run checks: RSS grew less than 10 % over the second half, no stream is
 * left open, no socket or file descriptor more than the load left behind, and no request failed.
 * Usage: `npm run soak` (SOAK_SECONDS=60 for a short check). Exits 1 on a failed check.
 */
import { randomBytes } from 'node:crypto'
import { startFakeOpenAiServer } from '../../tests/support/fake-model'
import { machineLine, printTable } from '../support/report'
import { seedBoardMessages } from '../support/seed'
import { removeDataDir, startBenchServer, tempDataDir } from '../support/server'
import type { SocketStates } from '../support/proc'
import { metric, openSse, type SseClient } from '../support/sse'
import { sleep, thousands } from '../support/stats'

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600)
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10)
const SSE_CLIENTS = 50
const SSE_CHURN_PER_SECOND = 5
const RSS_GROWTH_LIMIT = 0.1

const QUERIES = ['co', 'codex', 'chat', 'board', 'agent', 'learn', 'memory', 'expert ring', 'notes']
const READS = [
  '/api/ai-messages',
  '/api/ai-messages?limit=20&fromAgent=adam',
  '/api/ai-agents',
  '/api/obsidian/notes?vault=codex-notes',
  '/api/obsidian/vaults',
  '/api/usage',
  '/api/ai/status',
]

interface Sample {
  at: number
  rss: number
  heap: number
  fds: number
  sockets: number
  /** The server's sockets by kind (see `socketStates`). */
  socket: SocketStates
  streams: number
  requests: number
  errors: number
}

async function main() {
  const dataDir = tempDataDir('soak')
  await seedBoardMessages({ dataDir }, 10_000)
  const model = await startFakeOpenAiServer()
  const server = await startBenchServer({
    dataDir,
    env: {
      SCHEDULER_ENABLED: 'true',
      AI_BASE_URL: model.baseUrl,
      AI_API_KEY: 'sk-soak',
      AI_MODEL: 'normal',
    },
  })
  const origin = server.baseUrl
  let requests = 0
  let errors = 0
  const failures: string[] = []
  const fail = (what: string) => {
    errors++
    if (failures.length < 10) failures.push(what)
  }
  const call = async (path: string, init: RequestInit = {}) => {
    try {
      const res = await fetch(`${origin}${path}`, init)
      await res.arrayBuffer()
      requests++
      if (res.status >= 400) fail(`${init.method ?? 'GET'} ${path}: HTTP ${res.status}`)
      return res
    } catch (error) {
      fail(`${init.method ?? 'GET'} ${path}: ${String(error)}`)
      return undefined
    }
  }

  const register = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      username: 'soak_user',
      email: 'soak@example.com',
      password: 'soak-password-1',
    }),
  })
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  await call('/api/upgrade-premium', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ plan: 'pro' }),
  })

  const sample = async (): Promise<Sample> => {
    const heap = (await metric(origin, 'nodejs_heap_size_used_bytes')) / 2 ** 20
    const streams = await metric(origin, 'humancodex_sse_connections')
    // Read together, after the requests above, so they describe one moment.
    const fds = server.openFds()
    return {
      at: performance.now(),
      rss: server.rssMb(),
      heap,
      fds: fds.total,
      sockets: fds.sockets,
      socket: server.sockets(),
      streams,
      requests,
      errors,
    }
  }
  await sleep(1000)
  const idle = await sample()
  const started = performance.now()
  const samples: Sample[] = []
  let running = true

  const loop = async (step: (i: number) => Promise<unknown>) => {
    for (let i = 0; running; i++) await step(i)
  }
  const json = { 'content-type': 'application/json', origin, cookie }
  const chat = async (i: number) => {
    let conversationId: string | undefined
    for (let turn = 0; turn < 3 && running; turn++) {
      try {
        const res = await fetch(`${origin}/api/ai-agents/${['adam', 'eve'][i % 2]}/ask`, {
          method: 'POST',
          headers: { ...json, accept: 'text/event-stream' },
          body: JSON.stringify({
            message: `Question ${i}.${turn} about the codex`,
            conversationId,
          }),
        })
        const body = await res.text()
        requests++
        if (res.status !== 200 || !body.includes('event: done')) fail(`chat: HTTP ${res.status}`)
        conversationId ??= /"conversationId":"([^"]+)"/.exec(body)?.[1]
      } catch (error) {
        fail(`chat: ${String(error)}`)
      }
    }
  }
  const sse: SseClient[] = []
  const churn = async () => {
    // Some leave, new ones arrive; a few leave before their stream has even started.
    for (const client of sse.splice(0, SSE_CHURN_PER_SECOND)) client.close()
    while (sse.length < SSE_CLIENTS) {
      const client = openSse(origin, () => {})
      client.ready.catch((error: unknown) => {
        if (running) fail(`events: ${String(error)}`)
      })
      sse.push(client)
    }
    const impatient = openSse(origin, () => {})
    impatient.ready.catch(() => {})
    impatient.close()
    await sleep(1000)
  }

  const workers = [
    loop((i) => call(READS[i % READS.length]!)),
    loop((i) => call(READS[(i + 3) % READS.length]!)),
    loop(async (i) => {
      // Queries people repeat, and one-off ones that fill the results cache.
      const query = i % 3 ? QUERIES[i % QUERIES.length]! : randomBytes(3).toString('hex')
      await call(`/api/quick-search/search?query=${encodeURIComponent(query)}`)
    }),
    loop(async (i) => {
      await call('/api/ai-messages', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ content: `Soak post ${i}`, messageType: 'discovery' }),
      })
      await sleep(50)
    }),
    loop(chat),
    loop(chat),
    loop(churn),
  ]

  while (performance.now() - started < SOAK_SECONDS * 1000) {
    await sleep(
      Math.min(SAMPLE_SECONDS * 1000, SOAK_SECONDS * 1000 - (performance.now() - started)),
    )
    samples.push(await sample())
  }
  running = false
  await Promise.all(workers)
  for (const client of sse.splice(0)) client.close()
  // Give the server a moment to see the streams close.
  let after = await sample()
  for (let i = 0; i < 20 && (after.streams > 0 || after.socket.closeWait > 0); i++) {
    await sleep(500)
    after = await sample()
  }

  await server.stop()
  await model.close()
  removeDataDir(dataDir)

  console.log(`\n### soak — ${machineLine()}\n`)
  console.log(
    `${SOAK_SECONDS} s of mixed load, ${thousands(requests)} requests (${thousands(requests / SOAK_SECONDS)}/s), ` +
      `${errors} failed; sampled every ${SAMPLE_SECONDS} s.\n`,
  )
  const row = (label: string, s: Sample, previous?: Sample) => [
    label,
    s.rss.toFixed(0),
    s.heap.toFixed(0),
    `${s.fds} (${s.sockets})`,
    `${s.socket.inbound} / ${s.socket.outbound} / ${s.socket.closeWait} / ${s.socket.other}`,
    s.streams,
    previous ? thousands(s.requests - previous.requests) : '',
    previous ? s.errors - previous.errors : '',
  ]
  printTable(
    [
      't',
      'RSS MB',
      'heap MB',
      'fds (sockets)',
      'sockets: in / out / close-wait / other',
      'event streams',
      'requests',
      'errors',
    ],
    [
      row('idle', idle),
      ...samples.map((s, i) =>
        row(`${((s.at - started) / 1000).toFixed(0)} s`, s, samples[i - 1] ?? idle),
      ),
      row('clients gone', after),
    ],
  )

  const half = samples[Math.floor((samples.length - 1) / 2)]!
  const last = samples.at(-1)!
  const growth = (last.rss - half.rss) / half.rss
  const checks = [
    {
      what: `RSS growth over the second half ${(growth * 100).toFixed(1)} % (${half.rss.toFixed(0)} → ${last.rss.toFixed(0)} MB), limit ${RSS_GROWTH_LIMIT * 100} %`,
      ok: growth < RSS_GROWTH_LIMIT,
    },
    {
      what: `event streams open after every client left: ${after.streams}`,
      ok: after.streams === 0,
    },
    {
      // Connections still open at both ends are the bench's keep-alive ones (the server offers
      // 72 s) and the server's own to the model; a leak is a socket left in close-wait, or one
      // that is no connection at all.
      what:
        `server sockets after every client left: ${after.sockets} (${after.socket.inbound} in, ` +
        `${after.socket.outbound} out, ${after.socket.closeWait} in close-wait, ${after.socket.other} other; idle: ${idle.socket.other} other)`,
      ok: after.socket.closeWait === 0 && after.socket.other <= idle.socket.other,
    },
    {
      what: `other file descriptors: ${after.fds - after.sockets} at the end, ${half.fds - half.sockets} at half time`,
      ok: after.fds - after.sockets <= half.fds - half.sockets + 10,
    },
    { what: `failed requests: ${errors}`, ok: errors === 0 },
  ]
  console.log('')
  for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.what}`)
  for (const failure of failures) console.error(`  ${failure}`)
  if (checks.some((check) => !check.ok)) process.exitCode = 1
}

await main()
