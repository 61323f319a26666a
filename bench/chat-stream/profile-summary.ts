/**
 * Sums a V8 `.cpuprofile` by self time: per function and per file (node_modules packages
 * folded), largest first. Usage: `tsx bench/chat-stream/profile-summary.ts <file> [rows]`.
 * Profiles come from `BENCH_CPU_PROF=<dir>` (this bench, or the spawned server of the others).
 */
import fs from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const [file, rows = '30'] = process.argv.slice(2)
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [rows]')
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const selfUs = new Map<number, number>()
profile.samples.forEach((id, i) =>
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
)

const shortUrl = (url: string) =>
  url.replace(/^.*\/node_modules\//, '~/').replace(/^file:\/\/.*?\/(src|bench)\//, '$1/')
const packageOf = (url: string) => {
  if (!url.startsWith('~/')) return url || '(native)'
  const parts = url.slice(2).split('/')
  return `~/${parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`
}
const byFunction = new Map<string, number>()
const byFile = new Map<string, number>()
let total = 0
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = nodes.get(id)!.callFrame
  const where = shortUrl(url)
  const name = `${functionName || '(anonymous)'} ${where}${where ? `:${lineNumber + 1}` : ''}`
  byFunction.set(name, (byFunction.get(name) ?? 0) + us)
  byFile.set(packageOf(where), (byFile.get(packageOf(where)) ?? 0) + us)
  total += us
}
for (const [title, table] of [
  ['self time by function', byFunction],
  ['self time by file or package', byFile],
] as const) {
  console.log(`\n${title} (${(total / 1000).toFixed(0)} ms sampled)`)
  for (const [name, us] of [...table].sort((a, b) => b[1] - a[1]).slice(0, Number(rows)))
    console.log(
      `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`,
    )
}
