/**
 * `npm run restore -- <snapshot folder>`: brings a snapshot from `npm run backup` back into an
 * empty DATA_DIR (and VAULTS_DIR); refuses a folder that holds anything (decision 213).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { BackupError, restoreSnapshot } from '../src/server/backup/snapshot'
import { ConfigError, loadConfig } from '../src/server/config'

try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} })
  if (positionals.length !== 1) throw new BackupError('Usage: npm run restore -- <snapshot folder>')
  const config = loadConfig()
  const manifest = await restoreSnapshot(config, positionals[0]!, (line) => console.log(line))
  console.log(`Restored the snapshot of ${manifest.createdAt} into ${config.dataDir}.`)
  if (manifest.database.kind === 'postgres') {
    const dump = manifest.database.file
      ? path.resolve(positionals[0]!, manifest.database.file)
      : '<the dump you took>'
    console.log(
      'The PostgreSQL database is restored by hand into an empty database, then start the ' +
        `server:\n  pg_restore --no-owner --dbname "$DATABASE_URL" '${dump}'`,
    )
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message)
  else console.error(error)
  process.exitCode = 1
}
