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
 */
export default async function setup() {
  await buildServer()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-e2e-template-'))
  const database = await openDatabase({ dataDir })
  await database.close()
  process.env.HC_E2E_DB_TEMPLATE = path.join(dataDir, 'db')
  return () => fs.rmSync(dataDir, { recursive: true, force: true })
}
