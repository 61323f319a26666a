/**
 * bench/live-events: 1,000 subscribers on `/api/events` (each on its own connection) and the
 * time from sending `POST /api/ai-messages` to the event arriving at every one of them, on the
 * production server in its own process. Also the server's RSS, open file descriptors and its
 * open-stream gauge idle, with every subscriber connected, and after they have all gone.
 * The server's CPU an event a subscriber is the CPU of the posts with every subscriber
 * connected, less that of as many posts with none, over the events written to subscribers.
 * Usage: `tsx bench/live-events/run.ts` (BENCH_SUBSCRIBERS, BENCH_POSTS). Exits 1 when a
 * delivery is missing, p99 is 250 ms or more, or streams or sockets stay open after the clients go.
 */
import { machineLine, printTable } from '../support/report'
import { seedBoardMessages } from '../support/seed'
import { cpuMs } from '../support/proc'
import { removeDataDir, startBenchServer, tempDataDir } from '../support/server'
import { metric, openSseClients } from '../support/sse'
import { mb, ms, percentile, sleep, thousands } from '../support/stats'

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000)
const POSTS = Number(process.env.BENCH_POSTS ?? 30)
const GAP_MS = 150
const P99_TARGET_MS = 250

async function main() {
  const dataDir = tempDataDir('live-events')
  // The database exists before the server starts, as on any restart: PGlite's first start
  // (initdb) leaves a much larger heap behind, which is not what a running server looks like.
  await seedBoardMessages({ dataDir }, 1000)
  // Every subscriber comes from this one address; as many tabs from as many addresses would
  // each be within the per-address cap.
  const server = await startBenchServer({
    dataDir,
    env: { EVENT_STREAMS_PER_ADDRESS: String(SUBSCRIBERS + 10) },
  })
  try {
    const snapshot = async () => ({
      rss: server.rssMb(),
      fds: server.openFds(),
      socket: server.sockets(),
      streams: await metric(server.baseUrl, 'humancodex_sse_connections'),
    })
    await sleep(1000)
    const idle = await snapshot()

    const sentAt = new Map<string, number>()
    const deliveries: number[] = []
    const post = async (content: string) => {
      const started = performance.now()
      sentAt.set(content, started)
      const res = await fetch(`${server.baseUrl}/api/ai-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify({ content, messageType: 'discovery' }),
      })
      if (res.status !== 201) throw new Error(`POST: HTTP ${res.status}`)
      return performance.now() - started
    }
    /** The server's CPU over `POSTS` posts `GAP_MS` apart and the time to deliver them. */
    const postsCpu = async (prefix: string, times: number[] = []) => {
      const before = cpuMs(server.pid)
      for (let i = 0; i < POSTS; i++) {
        times.push(await post(`${prefix}-${i}`))
        await sleep(GAP_MS)
      }
      await sleep(1500)
      return cpuMs(server.pid) - before
    }
    for (let i = 0; i < 3; i++) await post(`warm-up-${i}`)
    const alone = await postsCpu('unheard-post')

    let opened = performance.now()
    // Every event written to a subscriber (a post's message and Agent Zero's observation of it).
    let eventsWritten = 0
    const clients = await openSseClients(server.baseUrl, SUBSCRIBERS, (block) => {
      if (/^id: /m.test(block)) eventsWritten++
      const content = /"content":"(bench-post-\d+)"/.exec(block)?.[1]
      const started = content ? sentAt.get(content) : undefined
      if (started !== undefined) deliveries.push(performance.now() - started)
    })
    opened = performance.now() - opened
    const connected = await snapshot()

    for (let i = 0; i < 3; i++) await post(`warm-up-heard-${i}`)
    await sleep(500)
    const postTimes: number[] = []
    const writtenBefore = eventsWritten
    const heard = await postsCpu('bench-post', postTimes)
    const written = eventsWritten - writtenBefore
    const afterPosts = await snapshot()

    clients.forEach((client) => client.close())
    let closed = await snapshot()
    for (let i = 0; i < 50 && (closed.streams > 0 || closed.socket.closeWait > 0); i++) {
      await sleep(100)
      closed = await snapshot()
    }

    const expected = SUBSCRIBERS * POSTS
    console.log(`\n### bench/live-events — ${machineLine()}\n`)
    console.log(
      `${thousands(SUBSCRIBERS)} subscribers connected in ${(opened / 1000).toFixed(1)} s; ${POSTS} posts ${GAP_MS} ms apart; ` +
        `${thousands(deliveries.length)} of ${thousands(expected)} deliveries. Server CPU ` +
        `${heard.toFixed(0)} ms for the posts with subscribers, ${alone.toFixed(0)} ms without: ` +
        `**${(((heard - alone) * 1000) / Math.max(1, written)).toFixed(1)} µs an event a subscriber** ` +
        `(${thousands(written)} events written, messages and their observations).\n`,
    )
    printTable(
      ['POST → delivery', 'p50', 'p95', 'p99', 'max', 'POST answered (p50)'],
      [
        [
          `${thousands(SUBSCRIBERS)} subscribers`,
          ms(percentile(deliveries, 50)),
          ms(percentile(deliveries, 95)),
          ms(percentile(deliveries, 99)),
          ms(percentile(deliveries, 100)),
          ms(percentile(postTimes, 50)),
        ],
      ],
    )
    console.log('')
    const states = [
      ['idle', idle],
      [`${thousands(SUBSCRIBERS)} subscribers connected`, connected],
      ['after the posts', afterPosts],
      ['every client gone', closed],
    ] as const
    printTable(
      ['server', 'RSS', 'open fds (sockets)', 'open streams (/metrics)'],
      states.map(([name, state]) => [
        name,
        mb(state.rss),
        `${state.fds.total} (${state.fds.sockets})`,
        state.streams,
      ]),
    )

    const failures: string[] = []
    if (deliveries.length !== expected)
      failures.push(`${expected - deliveries.length} deliveries missing`)
    if (percentile(deliveries, 99) >= P99_TARGET_MS)
      failures.push(`p99 ${ms(percentile(deliveries, 99))} is over ${P99_TARGET_MS} ms`)
    if (closed.streams !== 0) failures.push(`${closed.streams} streams still open`)
    // Connections still open at both ends are the bench's own keep-alive ones (its POSTs and
    // /metrics reads); a leak is a socket in close-wait, or one that is no connection at all.
    if (closed.socket.closeWait > 0 || closed.socket.other > idle.socket.other)
      failures.push(
        `sockets left: ${closed.socket.closeWait} in close-wait, ${closed.socket.other} other (idle ${idle.socket.other})`,
      )
    if (failures.length) {
      console.error(`\nFailed: ${failures.join('; ')}.`)
      process.exitCode = 1
    }
  } finally {
    await server.stop()
    removeDataDir(dataDir)
  }
}

await main()
