import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildServer } from '../../../scripts/build/server.mjs'
import { openDatabase } from '../../../src/server/db/open'

/**
 * The compiled server the e2e and reliability servers run (SERVER_ENTRY), built from the sources
 * as they are now at the start of every run, so no run tests a stale build.
 *
 * One initialised, migrated PGlite data directory for the run: each spec file's server starts
 * on a copy of it (see startServer) instead of running initdb and every migration again, which
 * cost most of a server's start. The server still opens it through its own migration check.
 * It is the cached migrated template unpacked (src/server/test/global-setup.ts, which runs
 * first and sets HC_PGLITE_TEMPLATE), so a run does not migrate a database again: 25–60 s on
 * a busy two-core machine. Without that template it is made here.
 */
export default async function setup() {
  await buildServer()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-e2e-template-'))
  const db = path.join(dataDir, 'db')
  const template = process.env.HC_PGLITE_TEMPLATE
  if (template && fs.existsSync(template)) {
    fs.mkdirSync(db)
    execFileSync('tar', ['-xf', template, '-C', db], { stdio: 'ignore' })
  } else {
    const database = await openDatabase({ dataDir })
    await database.close()
  }
  process.env.HC_E2E_DB_TEMPLATE = db
  return () => fs.rmSync(dataDir, { recursive: true, force: true })
}
