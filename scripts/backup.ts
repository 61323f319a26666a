/**
 * `npm run backup [-- --out <folder>]`: a snapshot of this install (DATA_DIR, VAULTS_DIR,
 * DATABASE_URL as the server reads them) that `npm run restore` brings back (decision 213).
 */
import { parseArgs } from 'node:util'
import { BackupError, takeSnapshot } from '../src/server/backup/snapshot'
import { ConfigError, loadConfig } from '../src/server/config'

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const { folder, manifest } = await takeSnapshot(loadConfig(), {
    out: values.out,
    log: (line) => console.log(line),
  })
  const held = [
    manifest.database.file && `database (${manifest.database.kind})`,
    manifest.secretKey && 'secret key',
    manifest.audio && 'audio',
    manifest.vaults && 'vaults',
  ].filter(Boolean)
  console.log(`Snapshot written to ${folder}: ${held.join(', ') || 'nothing but its manifest'}.`)
  // PostgreSQL without pg_dump: the files are saved, the database is not (the command was shown).
  if (!manifest.database.file) process.exitCode = 2
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message)
  else console.error(error)
  process.exitCode = 1
}
