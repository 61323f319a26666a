/**
 * First view of `/` in headless Chromium: JavaScript and CSS the page fetches before it settles,
 * as the server sends them (the body bytes on the wire, brotli from the build's copies; listed
 * file by file with their encoding) and Largest Contentful Paint.
 * Usage: `npm run bench:landing` (builds the client into a temporary folder first).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launchBrowser } from '../../tests/e2e/support/browser'
import { startServer } from '../../tests/e2e/support/server'
import { machineLine } from '../support/report'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const VIEWPORTS = [
  { name: 'desktop 1280×800', width: 1280, height: 800 },
  { name: 'phone 390×844', width: 390, height: 844 },
]
const JS_BUDGET = 120 * 1024
const LCP_BUDGET_MS = 1000

declare global {
  interface Window {
    __lcp?: number
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
// `/assets/explanation-cards-Do3qEB9l.js` → `explanation-cards.js`: names that stay across builds.
const chunkName = (url: string) =>
  new URL(url).pathname.replace(/^.*\//, '').replace(/-[\w-]{8}(\.\w+)$/, '$1')

interface Fetched {
  name: string
  type: string
  /** Body bytes as sent (compressed when the server compressed them). */
  wire: number
  raw: number
  encoding: string
}

async function main() {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-bench-client-'))
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir'],
    {
      stdio: 'inherit',
    },
  )
  const [server, browser] = await Promise.all([
    startServer({ CLIENT_DIR: clientDir, NODE_ENV: 'production' }),
    launchBrowser(),
  ])
  console.log(`bench/landing — ${machineLine()}`)
  let failed = false
  try {
    for (const viewport of VIEWPORTS) {
      const samples: { js: number; jsRaw: number; css: number; files: number; lcp: number }[] = []
      let lastFiles: Fetched[] = []
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport, baseURL: server.baseUrl })
        await context.addInitScript(() => {
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) window.__lcp = entry.startTime
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        })
        const page = await context.newPage()
        const bodies: Promise<Fetched>[] = []
        page.on('response', (response) => {
          const type = response.request().resourceType()
          if (type !== 'script' && type !== 'stylesheet') return
          const name = chunkName(response.url())
          bodies.push(
            Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
              name,
              type,
              wire: sizes.responseBodySize,
              raw: body.length,
              encoding: response.headers()['content-encoding'] ?? 'none',
            })),
          )
        })
        await page.goto('/', { waitUntil: 'networkidle' })
        await page.waitForTimeout(500)
        const lcp = await page.evaluate(() => window.__lcp ?? 0)
        const files = await Promise.all(bodies)
        lastFiles = files
        samples.push({
          js: files.filter((f) => f.type === 'script').reduce((sum, f) => sum + f.wire, 0),
          jsRaw: files.filter((f) => f.type === 'script').reduce((sum, f) => sum + f.raw, 0),
          css: files.filter((f) => f.type === 'stylesheet').reduce((sum, f) => sum + f.wire, 0),
          files: files.length,
          lcp,
        })
        await context.close()
      }
      const js = median(samples.map((s) => s.js))
      const jsRaw = median(samples.map((s) => s.jsRaw))
      const css = median(samples.map((s) => s.css))
      const lcp = median(samples.map((s) => s.lcp))
      console.log(
        `${viewport.name}: JS ${kb(js)} on the wire (${kb(jsRaw)} uncompressed), CSS ${kb(css)} on the wire, ${median(samples.map((s) => s.files))} files, LCP ${lcp.toFixed(0)} ms (median of ${RUNS})`,
      )
      for (const file of [...lastFiles].sort((a, b) => b.wire - a.wire)) {
        console.log(`  ${kb(file.wire).padStart(9)}  ${file.encoding.padEnd(4)}  ${file.name}`)
      }
      if (js > JS_BUDGET) {
        console.error(`  over budget: first-view JS on the wire must stay under ${kb(JS_BUDGET)}`)
        failed = true
      }
      if (lcp > LCP_BUDGET_MS) console.warn(`  LCP above the ${LCP_BUDGET_MS} ms target`)
    }
  } finally {
    await browser.close()
    await server.stop()
    fs.rmSync(clientDir, { recursive: true, force: true })
  }
  if (failed) process.exitCode = 1
}

await main()
