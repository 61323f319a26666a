/**
 * bench/board: `GET /api/ai-messages` (the newest 50 of 100,000 stored messages) under
 * autocannon, 50 connections, against a bare node:http server sending the same bytes from memory
 * in the same run,
 * on the production server in its own process; with the server's RSS idle and after. The SSE
 * fan-out this bench used to measure is bench/live-events (1,000 subscribers).
 * Also the CPU time each server spent per response (`/proc`), a ratio a busy machine does not
 * move. Usage: `npm run bench:board`. Exits 1 when a target is missed (ratio ≥ 0.5, p99 < 25 ms).
 */
import {
  CONNECTIONS,
  DURATION_S,
  runLoad,
  runLoadCounted,
  sameBytesBaseline,
} from '../support/load'
import { machineLine, printTable } from '../support/report'
import { seedBoardMessages } from '../support/seed'
import { removeDataDir, startBenchServer, tempDataDir } from '../support/server'
import { mb, sleep, thousands } from '../support/stats'

const MESSAGES = 100_000
const RATIO_TARGET = 0.5
const P99_TARGET_MS = 25

async function main() {
  const dataDir = tempDataDir('board')
  await seedBoardMessages({ dataDir }, MESSAGES)
  const server = await startBenchServer({ dataDir })
  try {
    await sleep(1000)
    const idleRss = server.rssMb()
    const url = `${server.baseUrl}/api/ai-messages`
    const base = await sameBytesBaseline(url)
    await runLoad(url, { duration: 2 })
    const board = await runLoadCounted(server.pid, url)
    const ratio = board.rps / base.rps
    // The same comparison by CPU spent per response: steady when the machine is busy.
    const cpuRatio = base.cpuUsPerResponse / board.cpuUsPerResponse

    console.log(`\n### bench/board — ${machineLine()}\n`)
    printTable(
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio', 'CPU µs a response', 'CPU ratio'],
      [
        [
          'node:http sending the same bytes from memory (baseline)',
          thousands(base.rps),
          base.p50,
          base.p99,
          base.errors + base.non2xx,
          '1',
          base.cpuUsPerResponse.toFixed(1),
          '1',
        ],
        [
          `GET /api/ai-messages (50 of ${thousands(MESSAGES)})`,
          thousands(board.rps),
          board.p50,
          board.p99,
          board.errors + board.non2xx,
          ratio.toFixed(3),
          board.cpuUsPerResponse.toFixed(1),
          cpuRatio.toFixed(3),
        ],
      ],
    )
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s each. Server RSS ${mb(idleRss)} idle, ${mb(server.rssMb())} after.`,
    )
    if (ratio < RATIO_TARGET || board.p99 >= P99_TARGET_MS || board.errors + board.non2xx > 0) {
      console.error(`Missed: ratio ≥ ${RATIO_TARGET}, p99 < ${P99_TARGET_MS} ms, no errors.`)
      process.exitCode = 1
    }
  } finally {
    await server.stop()
    removeDataDir(dataDir)
  }
}

await main()
