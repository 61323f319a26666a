import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { writeInMemoryTemplate } from '../db/open'

/** Builds one migrated PGlite template for the whole API test run (see openDatabase). */
export default async function setup() {
  const file = path.join(os.tmpdir(), `hc-pglite-template-${process.pid}.tar`)
  await writeInMemoryTemplate(file)
  process.env.HC_PGLITE_TEMPLATE = file
  return () => fs.rmSync(file, { force: true })
}
