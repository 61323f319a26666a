import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { writeInMemoryTemplate } from '../db/open'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const MIGRATIONS = path.join(ROOT, 'src/server/db/migrations')
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What the cached file holds besides the migrations: change it when `shrinkTemplate` changes,
 * so a checkout's older template is made again.
 */
const RECIPE = 'migrated; template0 and template1 dropped; checkpointed'

/** What a migrated template depends on: every migration file and the PGlite and Drizzle versions. */
export function templateKey(migrations = MIGRATIONS): string {
  const hash = createHash('sha256').update(RECIPE).update('\0')
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
 * Rewrites a template dump without the `template0` and `template1` databases: the app uses only
 * `postgres` and never creates a database, and every test app copies the dump byte by byte
 * (read, untarred, written into PGlite's in-memory file system), so their 16 of its 43 MB cost
 * every app about a third of its database start: 1.05–1.18 s of CPU a start against 1.54–1.96 s
 * (decision 108). The CHECKPOINT leaves the dump a clean shutdown to start from.
 */
export async function shrinkTemplate(file: string) {
  const client = new PGlite({
    loadDataDir: new Blob([await fs.promises.readFile(file)]),
    extensions: { pg_trgm },
  })
  try {
    // One statement a call: DROP DATABASE cannot run inside the transaction a list would be.
    for (const statement of [
      `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
      'DROP DATABASE template0',
      'DROP DATABASE template1',
      'CHECKPOINT',
    ])
      await client.exec(statement)
    const dump = await client.dumpDataDir('none')
    await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await client.close()
  }
}

/**
 * One migrated PGlite template for the API, reliability and e2e runs (see openDatabase and the
 * e2e global setup), kept in `node_modules/.cache` under the hash of what it is made from: later
 * runs, and the next phase of `npm test`, read it instead of migrating again (decision 108). A
 * new migration or PGlite version makes a new key. Each run marks its file as used; files of other
 * keys unused for a day are removed (not at once: checkouts of other branches may share the cache).
 */
export default async function setup() {
  const folder = path.join(ROOT, 'node_modules/.cache/humancodex')
  const file = path.join(folder, `pglite-template-${templateKey()}.tar`)
  fs.mkdirSync(folder, { recursive: true })
  for (const name of fs.readdirSync(folder)) {
    const old = path.join(folder, name)
    if (!name.startsWith('pglite-template-') || old === file) continue
    const stat = fs.statSync(old, { throwIfNoEntry: false })
    if (stat && Date.now() - stat.mtimeMs > DAY_MS) fs.rmSync(old, { force: true })
  }
  if (fs.existsSync(file)) {
    const now = new Date()
    fs.utimesSync(file, now, now)
  } else {
    // Written aside and renamed, so a run started at the same time never reads half a file.
    const partial = `${file}.${process.pid}`
    try {
      await writeInMemoryTemplate(partial)
      await shrinkTemplate(partial)
      fs.renameSync(partial, file)
    } finally {
      fs.rmSync(partial, { force: true })
    }
  }
  process.env.HC_PGLITE_TEMPLATE = file
}
