/**
 * Latency of `GET /api/quick-search/search` over real HTTP with 10,000 extra indexed items.
 * Usage: `npm run bench:search`. Prints p50, p95, p99 and max for the HTTP round trip and for
 * the index alone, and fails when the HTTP p99 is 10 ms or more.
 */
import type { AddressInfo } from 'node:net'
import { buildTestApp } from '../../src/server/test/build-test-app'
import type { SearchDocument } from '../../src/server/modules/search/search-index'
import { SEARCH_CATEGORIES } from '../../src/shared/search'

const ITEMS = 10_000
const WARM_UP = 300
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000)
const P99_BUDGET_MS = 10

function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 4294967296
  }
}

const random = seeded(42)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
const syllables = [
  'co',
  'dex',
  'lum',
  'ra',
  'vi',
  'ta',
  'nex',
  'us',
  'ori',
  'on',
  'mem',
  'lat',
  'tice',
  'ae',
  'ther',
  'sol',
  'qua',
  'ntum',
  'har',
  'mo',
  'ny',
  'cal',
  'lis',
  'tra',
  'pho',
  'ton',
  'ver',
  'dan',
  'te',
  'zen',
]
const vocabulary = [
  ...new Set(
    Array.from({ length: 4000 }, () =>
      Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(syllables)).join(''),
    ),
  ),
]
const words = (count: number) => Array.from({ length: count }, () => pick(vocabulary)).join(' ')
const capitalised = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase())

const documents: SearchDocument[] = Array.from({ length: ITEMS }, (_, i) => ({
  id: `bench:${i}`,
  title: capitalised(words(2 + Math.floor(random() * 3))),
  description: `${capitalised(words(8 + Math.floor(random() * 7)))}.`,
  icon: 'circle',
  category: pick(SEARCH_CATEGORIES),
  section: capitalised(pick(vocabulary)),
  path: '/tool-discovery',
  keywords: words(20),
}))

// A mix like people type: prefixes while typing, whole titles, typos and two words.
const typo = (word: string) => {
  const at = 1 + Math.floor(random() * (word.length - 2))
  return word.slice(0, at) + word.slice(at + 1)
}
const queries = Array.from({ length: 600 }, (_, i) => {
  const doc = pick(documents)
  const word = pick(vocabulary)
  switch (i % 10) {
    case 0:
    case 1:
      return doc.title
    case 2:
      return typo(word.length > 4 ? word : `${word}ra`)
    case 3:
      return `${pick(vocabulary)} ${pick(vocabulary).slice(0, 3)}`
    default:
      return word.slice(0, 2 + (i % 5))
  }
})

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b)
  const f = (value: number) => `${value.toFixed(2)} ms`
  return {
    p50: percentile(sorted, 50),
    text: `p50 ${f(percentile(sorted, 50))}, p95 ${f(percentile(sorted, 95))}, p99 ${f(percentile(sorted, 99))}, max ${f(sorted.at(-1) ?? 0)}`,
    p99: percentile(sorted, 99),
  }
}

async function main() {
  const started = performance.now()
  const t = await buildTestApp({ rateLimitPerMinute: 10_000_000 }, (app) => {
    void app.quickSearch.addSource({ name: 'bench', load: () => documents })
  })
  const buildMs = performance.now() - started
  try {
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = t.app.server.address() as AddressInfo
    const base = `http://127.0.0.1:${port}/api/quick-search/search?query=`
    const get = async (query: string) => {
      const res = await fetch(base + encodeURIComponent(query))
      if (!res.ok) throw new Error(`${res.status} for ${query}`)
      return (await res.json()) as unknown[]
    }

    for (let i = 0; i < WARM_UP; i++) await get(queries[i % queries.length] ?? 'codex')
    const http: number[] = []
    let results = 0
    for (let i = 0; i < REQUESTS; i++) {
      const query = queries[i % queries.length] ?? 'codex'
      const begin = performance.now()
      results += (await get(query)).length
      http.push(performance.now() - begin)
    }
    const index: number[] = []
    for (let i = 0; i < REQUESTS; i++) {
      const begin = performance.now()
      await t.app.quickSearch.search(queries[i % queries.length] ?? 'codex')
      index.push(performance.now() - begin)
    }

    const httpSummary = summary(http)
    console.log(
      `index: ${t.app.quickSearch.index.size} documents; app start with index build ${buildMs.toFixed(0)} ms`,
    )
    console.log(
      `HTTP  (${REQUESTS} sequential requests, ${(results / REQUESTS).toFixed(1)} results each): ${httpSummary.text}`,
    )
    console.log(`index (same queries, in process): ${summary(index).text}`)
    if (httpSummary.p99 >= P99_BUDGET_MS) {
      console.error(`p99 ${httpSummary.p99.toFixed(2)} ms is over the ${P99_BUDGET_MS} ms target`)
      process.exitCode = 1
    }
  } finally {
    await t.close()
  }
}

await main()
