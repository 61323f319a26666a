import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeInMemoryTemplate } from '../db/open'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const MIGRATIONS = path.join(ROOT, 'src/server/db/migrations')

/** What a migrated template depends on: every migration file and the PGlite and Drizzle versions. */
export function templateKey(migrations = MIGRATIONS): string {
  const hash = createHash('sha256')
  const files = fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()
  for (const name of files) {
    const file = path.join(migrations, name)
    if (!fs.statSync(file).isFile()) continue
    hash.update(name).update('\0').update(fs.readFileSync(file)).update('\0')
  }
  for (const dependency of ['@electric-sql/pglite', 'drizzle-orm']) {
    const manifest = path.join(ROOT, 'node_modules', dependency, 'package.json')
    hash.update(JSON.parse(fs.readFileSync(manifest, 'utf8')).version as string)
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * One migrated PGlite template for the API and reliability runs (see openDatabase), kept in
 * `node_modules/.cache` under the hash of what it is made from: later runs, and the next phase
 * of `npm test`, read it instead of migrating again (decision 108). A new migration or PGlite
 * version makes a new key; older files are removed.
 */
export default async function setup() {
  const folder = path.join(ROOT, 'node_modules/.cache/humancodex')
  const file = path.join(folder, `pglite-template-${templateKey()}.tar`)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(folder, { recursive: true })
    for (const old of fs.readdirSync(folder)) {
      if (old.startsWith('pglite-template-')) fs.rmSync(path.join(folder, old), { force: true })
    }
    // Written aside and renamed, so a run started at the same time never reads half a file.
    const partial = `${file}.${process.pid}`
    await writeInMemoryTemplate(partial)
    fs.renameSync(partial, file)
  }
  process.env.HC_PGLITE_TEMPLATE = file
}
