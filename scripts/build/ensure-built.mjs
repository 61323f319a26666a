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
    inputs: ['src/client', 'vite.config.ts', ...COMMON],
    command: [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  },
  server: {
    output: 'dist/server/main.js',
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
    console.log(`building the ${name} (missing or older than its sources)…`)
    const result = spawnSync(process.execPath, TARGETS[name].command, {
      cwd: ROOT,
      stdio: 'inherit',
    })
    if (result.status !== 0) throw new Error(`the ${name} build failed (exit ${result.status})`)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuilt()
