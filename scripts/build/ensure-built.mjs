// Builds the client and the server only when their build is missing or older than what it is
// built from (decision 145), so `npm start` starts at once on an unchanged checkout.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const COMMON = ['src/shared', 'content', 'scripts/build', 'package-lock.json', 'tsconfig.json']

export const TARGETS = {
  client: {
    output: 'dist/client/index.html',
    // What a first `npm start` on a 2-core machine spends building, said before it starts.
    takes: 'about 40 s on two cores',
    inputs: ['src/client', 'vite.config.ts', ...COMMON],
    command: [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  },
  server: {
    output: 'dist/server/main.js',
    takes: 'a few seconds',
    inputs: ['src/server', ...COMMON],
    command: [path.join(ROOT, 'scripts/build/server.mjs')],
  },
}

/** The newest modification time under `entry` (a file or a folder), in milliseconds. */
function newestMtime(entry) {
  let stat
  try {
    stat = fs.statSync(entry)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of fs.readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

/** Whether `name`'s build is missing or older than one of its inputs. */
export function isStale(name) {
  const target = TARGETS[name]
  let built
  try {
    built = fs.statSync(path.join(ROOT, target.output)).mtimeMs
  } catch {
    return true
  }
  return target.inputs.some((input) => newestMtime(path.join(ROOT, input)) > built)
}

/** Rebuilds each stale target in a child process; throws if a build fails. */
export function ensureBuilt(names = ['client', 'server']) {
  for (const name of names) {
    if (!isStale(name)) continue
    const started = Date.now()
    console.log(
      `Building the ${name}, which is missing or older than its sources (${TARGETS[name].takes}; only when the code changed)…`,
    )
    const result = spawnSync(process.execPath, TARGETS[name].command, {
      cwd: ROOT,
      stdio: 'inherit',
    })
    if (result.status !== 0) throw new Error(`the ${name} build failed (exit ${result.status})`)
    console.log(`Built the ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuilt()
