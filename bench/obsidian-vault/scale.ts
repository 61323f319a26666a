/**
 * bench/obsidian-vault/scale: a generated vault of BENCH_NOTES notes (default 13,000), or a real
 * one copied from the folder BENCH_VAULT names, served by the production server in its own
 * process on PGlite. Prints start-up (first index and restart
 * on the existing index), idle RSS, p50/p99 of note detail, list, full-text search and a save,
 * insights, a rename (backlinks before and after, files changed) and a bulk external change (300
 * changed, 50 added, 20 deleted on disk: until seen, and `/healthz` meanwhile).
 * Usage: `tsx bench/obsidian-vault/scale.ts` (`BENCH_SETTLE_MS`: wait that long after the first
 * index before timing). Figures only; it fails only when something breaks.
 */
import fs from 'node:fs'
import path from 'node:path'
import { machineLine, printTable } from '../support/report'
import { VAULT_WORDS, writeVaultNotes } from '../support/seed'
import { startBenchServer, tempDataDir, type BenchServer } from '../support/server'
import { median, percentile, sleep } from '../support/stats'

const REAL_VAULT = process.env.BENCH_VAULT
const GENERATED_NOTES = Number(process.env.BENCH_NOTES ?? 13_000)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60)
/**
 * How long to wait after the first index before timing reads: quick search and the AI's
 * knowledge read the notes in meanwhile, on the same thread.
 */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 0)
/** How long the restarted server is left alone before its idle RSS is read. */
const IDLE_AFTER_MS = Number(process.env.BENCH_IDLE_AFTER_MS ?? 30_000)
const VAULT = 'generated'
const ADMIN = 'scale_admin'

async function json<T>(server: BenchServer, url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${server.baseUrl}${url}`, init)
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

async function timed(run: () => Promise<unknown>, times = SAMPLES) {
  const took: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await run()
    took.push(performance.now() - started)
  }
  return took
}

async function noteCount(server: BenchServer) {
  const vaults = await json<{ id: string; noteCount: number }[]>(server, '/api/obsidian/vaults')
  return vaults.find((vault) => vault.id === VAULT)?.noteCount ?? 0
}

async function until(check: () => Promise<boolean>, limitMs = 600_000) {
  const started = performance.now()
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error('timed out')
    await sleep(50)
  }
  return performance.now() - started
}

/** The vault's notes, as paths inside it; hidden folders (`.obsidian`, `.git`) are no notes. */
const markdownFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && !file.split(path.sep).some((p) => p.startsWith('.')))

async function main() {
  const dataDir = tempDataDir('obsidian-scale')
  const vaultDir = path.join(dataDir, 'vaults', VAULT)
  if (REAL_VAULT) fs.cpSync(REAL_VAULT, vaultDir, { recursive: true })
  else writeVaultNotes(path.join(dataDir, 'vaults'), VAULT, GENERATED_NOTES)
  const noteTotal = REAL_VAULT ? markdownFiles(vaultDir).length : GENERATED_NOTES
  const env = { ADMIN_USERNAMES: ADMIN }
  let server = await startBenchServer({ dataDir, env })
  const firstIndex =
    server.startupMs + (await until(async () => (await noteCount(server)) >= noteTotal))
  await sleep(SETTLE_MS)
  const rows: (string | number)[][] = []
  const row = (what: string, values: number[]) =>
    rows.push([what, median(values).toFixed(1), percentile(values, 99).toFixed(1)])

  const register = await fetch(`${server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({
      username: ADMIN,
      email: 'a@example.com',
      password: 'long-enough-password',
    }),
  })
  const session = /(?:__Host-)?hc_session=[^;]+/.exec(register.headers.get('set-cookie') ?? '')
  if (!session) throw new Error(`register: ${register.status} ${await register.text()}`)
  const cookie = session[0]
  const page = await json<{ id: number; path: string }[]>(
    server,
    `/api/obsidian/notes?vault=${VAULT}&limit=500`,
  )
  const ids = page.map((note) => note.id)
  let i = 0
  const next = () => ids[i++ % ids.length]!

  row('note detail', await timed(() => json(server, `/api/obsidian/notes/${next()}`)))
  row(
    'list page (25)',
    await timed(() =>
      json(server, `/api/obsidian/notes?vault=${VAULT}&offset=${(i++ % 100) * 25}`),
    ),
  )
  const terms = ['memory', 'agent codex', 'learning', 'evolution', 'note 42', 'platform']
  row(
    'full-text search',
    await timed(() =>
      json(server, `/api/obsidian/search?term=${encodeURIComponent(terms[i++ % terms.length]!)}`),
    ),
  )
  // Quick search as people type it, each query new (no cached answer): a title, the start of
  // one, a word, two words, a typo, a word with a leading `#`.
  const titles = (
    await json<{ title: string }[]>(server, `/api/obsidian/notes?vault=${VAULT}&limit=100`)
  ).map((note) => note.title)
  // Words of five letters or more, so that a swap of two letters is a typo of a name.
  const words = VAULT_WORDS.filter((word) => word.length >= 5)
  const typo = (word: string) => word.slice(0, 2) + word[3] + word[2] + word.slice(4)
  const quick = (n: number) => {
    const round = Math.floor(n / 6)
    const word = words[round % words.length]!
    const other = words[(round + 7) % words.length]!
    return [
      titles[n % titles.length]!,
      titles[n % titles.length]!.slice(0, 7),
      word,
      `${word} ${other}`,
      typo(other),
      `#${word}`,
    ][n % 6]!
  }
  row(
    'quick search (6 kinds of query)',
    await timed(() =>
      json(server, `/api/quick-search/search?query=${encodeURIComponent(`${quick(i++)}`)}`),
    ),
  )
  const insights: { mostLinked: { title: string }[] }[] = []
  row(
    'insights (first, then cached)',
    await timed(async () => insights.push(await json(server, '/api/obsidian/insights')), 5),
  )
  row(
    'save (small edit)',
    await timed(async () => {
      const note = await json<{ id: number; content: string; version: string }>(
        server,
        `/api/obsidian/notes/${next()}`,
      )
      await json(server, `/api/obsidian/notes/${note.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie, origin: server.baseUrl },
        body: JSON.stringify({ content: `${note.content}x`, version: note.version }),
      })
    }, 30),
  )

  // A rename of the most linked note: the backlinks before and after, the files it changed.
  const hub = insights[0]!.mostLinked[0]!.title
  const [found] = await json<{ id: number }[]>(
    server,
    `/api/obsidian/notes?vault=${VAULT}&q=${encodeURIComponent(hub)}&limit=1`,
  )
  const target = await json<{
    id: number
    title: string
    content: string
    version: string
    backlinks: unknown[]
  }>(server, `/api/obsidian/notes/${found!.id}`)
  const before = target.backlinks.length
  const renameStarted = performance.now()
  const renamed = await json<{ renamedLinks?: { updatedNotes: number; updatedLinks: number } }>(
    server,
    `/api/obsidian/notes/${target.id}`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, origin: server.baseUrl },
      body: JSON.stringify({
        title: `${target.title} renamed`,
        content: target.content,
        version: target.version,
      }),
    },
  )
  const renameMs = performance.now() - renameStarted
  const after = (await json<{ backlinks: unknown[] }>(server, `/api/obsidian/notes/${target.id}`))
    .backlinks.length

  // A bulk change on disk, as a `git pull` makes it.
  const files = markdownFiles(vaultDir)
  const healthz: number[] = []
  let probing = true
  const probe = (async () => {
    while (probing) {
      const started = performance.now()
      await fetch(`${server.baseUrl}/healthz`)
      healthz.push(performance.now() - started)
      await sleep(20)
    }
  })()
  const bulkStarted = performance.now()
  for (const file of files.slice(0, 300))
    fs.appendFileSync(path.join(vaultDir, file), '\nbulkmarker\n')
  for (let n = 0; n < 50; n++)
    fs.writeFileSync(path.join(vaultDir, `Bulk added ${n}.md`), 'bulkmarker added\n')
  for (const file of files.slice(-20)) fs.rmSync(path.join(vaultDir, file))
  const expected = noteTotal + 50 - 20
  await until(async () => (await noteCount(server)) === expected)
  const bulkMs = performance.now() - bulkStarted
  probing = false
  await probe
  const runRss = server.rssMb()

  await server.stop()
  server = await startBenchServer({ dataDir, env })
  const restartMs = server.startupMs
  const restartRss = server.rssMb()
  // Idle: the restarted server once quick search and the knowledge have caught up.
  await sleep(IDLE_AFTER_MS)
  const restartIdleRss = server.rssMb()
  await server.stop()

  console.log(machineLine())
  console.log(
    REAL_VAULT ? `vault ${REAL_VAULT}: ${noteTotal} notes` : `generated vault: ${noteTotal} notes`,
  )
  printTable(['request', 'p50 ms', 'p99 ms'], rows)
  console.log(
    [
      `first start and index: ${Math.round(firstIndex)} ms`,
      `restart on the existing index (ready): ${Math.round(restartMs)} ms, RSS ${Math.round(restartRss)} MB`,
      `RSS after the run: ${Math.round(runRss)} MB`,
      `idle RSS ${IDLE_AFTER_MS / 1000} s after the restart: ${Math.round(restartIdleRss)} MB`,
      `rename: ${Math.round(renameMs)} ms, backlinks ${before} before, ${after} after, ${renamed.renamedLinks?.updatedNotes ?? 0} files (${renamed.renamedLinks?.updatedLinks ?? 0} links) changed`,
      `bulk change (300 changed, 50 added, 20 deleted): seen after ${Math.round(bulkMs)} ms; /healthz p50 ${median(healthz).toFixed(1)} ms, max ${Math.max(...healthz).toFixed(1)} ms`,
    ].join('\n'),
  )
  process.exitCode = before === after ? 0 : 1
}

await main()
