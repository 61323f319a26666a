/**
 * bench/api-reads: the hot read endpoints other than the board (bench/board) under autocannon,
 * 50 connections, against a bare node:http hello world measured in the same run, on the
 * production server in its own process with 100,000 board messages and a 10,000-note vault.
 * Reports requests/s, p50, p99, the ratio to the baseline and the server's RSS after each.
 * Usage: `tsx bench/api-reads/run.ts`. Exits 1 when a target is missed (ratio ≥ 0.3, p99 < 25 ms).
 */
import path from 'node:path'
import { NOTES_PAGE_SIZE } from '../../src/shared/notes'
import {
  CONNECTIONS,
  DURATION_S,
  helloWorldBaseline,
  runLoad,
  type LoadResult,
} from '../support/load'
import { machineLine, printTable } from '../support/report'
import { seedBoardMessages, writeVaultNotes } from '../support/seed'
import { removeDataDir, startBenchServer, tempDataDir } from '../support/server'
import { mb, sleep, thousands } from '../support/stats'

const MESSAGES = 100_000
const NOTES = Number(process.env.BENCH_NOTES ?? 10_000)
const VAULT = 'bench-vault'
const RATIO_TARGET = 0.3
const P99_TARGET_MS = 25

// What people type into quick search: prefixes while typing, whole words, a typo, two words.
const QUERIES = [
  'co',
  'cod',
  'codex',
  'chat',
  'boa',
  'board',
  'agent',
  'lear',
  'learning',
  'memory',
  'expert ring',
  'sea',
  'compas',
  'pricing',
  'evolution',
  'adm',
  'persona chat',
  'notes',
  'dashb',
  'platform guide',
  'qick search',
  'eve',
  'agent zero',
  'med',
]

async function main() {
  const dataDir = tempDataDir('api-reads')
  let seedMs = performance.now()
  await seedBoardMessages({ dataDir }, MESSAGES)
  writeVaultNotes(path.join(dataDir, 'vaults'), VAULT, NOTES)
  seedMs = performance.now() - seedMs

  const server = await startBenchServer({ dataDir })
  try {
    const vaults = (await (await fetch(`${server.baseUrl}/api/obsidian/vaults`)).json()) as {
      name: string
      noteCount: number
    }[]
    const indexed = vaults.find((vault) => vault.name === VAULT)?.noteCount ?? 0
    if (indexed !== NOTES) throw new Error(`expected ${NOTES} indexed notes, found ${indexed}`)
    await sleep(2000)
    const idleRss = server.rssMb()

    // The default page, which every notes screen reads first; then an unchanged vault polled by a
    // browser that kept it: If-None-Match, answered 304.
    const notesPath = `/api/obsidian/notes?vault=${VAULT}`
    const etag = (await fetch(`${server.baseUrl}${notesPath}`)).headers.get('etag') ?? ''
    const revalidated = await fetch(`${server.baseUrl}${notesPath}`, {
      headers: { 'if-none-match': etag },
    })
    if (revalidated.status !== 304) throw new Error(`expected 304, got ${revalidated.status}`)

    const base = await helloWorldBaseline()
    const targets: {
      name: string
      path: string
      options?: Parameters<typeof runLoad>[1]
      /** Answered 304 by design: those are not errors. */
      notModified?: boolean
    }[] = [
      {
        name: `GET /api/quick-search/search (${QUERIES.length} queries in turn)`,
        path: '/',
        options: {
          requests: QUERIES.map((query) => ({
            method: 'GET',
            path: `/api/quick-search/search?query=${encodeURIComponent(query)}`,
          })),
        },
      },
      { name: 'GET /api/ai-agents (activity of 100,000 messages)', path: '/api/ai-agents' },
      {
        name: `GET /api/obsidian/notes?vault= (first page: ${NOTES_PAGE_SIZE} of ${thousands(NOTES)} summaries)`,
        path: notesPath,
      },
      {
        name: `GET /api/obsidian/notes?vault= first page with If-None-Match (304)`,
        path: notesPath,
        options: { headers: { 'if-none-match': etag } },
        notModified: true,
      },
    ]
    const rows: { name: string; load: LoadResult; rss: number }[] = []
    for (const target of targets) {
      const url = `${server.baseUrl}${target.path}`
      await runLoad(url, { ...target.options, duration: 2 })
      const load = await runLoad(url, target.options)
      // autocannon counts a 304 as non-2xx: here the 2xx (a whole list) are the wrong answers.
      if (target.notModified) Object.assign(load, { ok: load.non2xx, non2xx: load.ok })
      rows.push({ name: target.name, load, rss: server.rssMb() })
    }

    console.log(`\n### bench/api-reads — ${machineLine()}\n`)
    console.log(
      `Seeded ${thousands(MESSAGES)} messages and ${thousands(NOTES)} note files in ${(seedMs / 1000).toFixed(1)} s; ` +
        `server ready (notes indexed) in ${(server.startupMs / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ${DURATION_S} s each.\n`,
    )
    const failures: string[] = []
    printTable(
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'KB/response', 'errors', 'ratio', 'RSS after'],
      [
        [
          'node:http hello world (baseline)',
          thousands(base.rps),
          base.p50,
          base.p99,
          base.kbPerResponse.toFixed(1),
          base.errors + base.non2xx,
          '1',
          '',
        ],
        ...rows.map(({ name, load, rss }) => {
          const ratio = load.rps / base.rps
          if (ratio < RATIO_TARGET) failures.push(`${name}: ratio ${ratio.toFixed(3)}`)
          if (load.p99 >= P99_TARGET_MS) failures.push(`${name}: p99 ${load.p99} ms`)
          if (load.errors + load.non2xx > 0)
            failures.push(`${name}: ${load.errors + load.non2xx} errors`)
          return [
            name,
            thousands(load.rps),
            load.p50,
            load.p99,
            load.kbPerResponse.toFixed(1),
            load.errors + load.non2xx,
            ratio.toFixed(3),
            mb(rss),
          ]
        }),
      ],
    )
    console.log(`\nServer RSS idle (data loaded, before load): ${mb(idleRss)}.`)
    if (failures.length) {
      console.error(
        `Missed (targets: ratio ≥ ${RATIO_TARGET}, p99 < ${P99_TARGET_MS} ms):\n  ${failures.join('\n  ')}`,
      )
      process.exitCode = 1
    }
  } finally {
    await server.stop()
    removeDataDir(dataDir)
  }
}

await main()
