/**
 * A stopped PGlite install through `takeSnapshot` and `restoreSnapshot` (decision 213); a
 * running server's backup is tests/reliability/backup-restore.test.ts. Four PGlite starts, so
 * it runs with the API tests rather than the unit tests.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { readManifest, restoreSnapshot, takeSnapshot } from './snapshot'

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-snapshot-'))
afterAll(() => fs.rmSync(base, { recursive: true, force: true }))
const folder = (name: string) => path.join(base, name)
const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env })

it('backs up a stopped install and restores it only into empty folders', async () => {
  const dataDir = folder('stopped')
  fs.mkdirSync(dataDir)
  const db = new PGlite({ dataDir: path.join(dataDir, 'db') })
  await db.exec(`create table kept (word text); insert into kept values ('first'), ('second')`)
  await db.close()
  fs.writeFileSync(path.join(dataDir, 'secret.key'), `${'ab'.repeat(32)}\n`, { mode: 0o600 })
  fs.mkdirSync(path.join(dataDir, 'audio', '7', '.incoming'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'audio', '7', 'track.wav'), 'RIFF')
  fs.writeFileSync(path.join(dataDir, 'audio', '7', '.incoming', 'half'), 'RI')
  const vaultsDir = folder('stopped-vaults')
  fs.mkdirSync(path.join(vaultsDir, 'Mine', '.media', 'audio'), { recursive: true })
  fs.writeFileSync(path.join(vaultsDir, '.humancodex-vaults'), 'id-1')
  fs.writeFileSync(path.join(vaultsDir, 'Mine', 'Note.md'), '# Note')

  const lines: string[] = []
  const { folder: snapshot, manifest } = await takeSnapshot(
    configOf({ DATA_DIR: dataDir, VAULTS_DIR: vaultsDir }),
    { out: folder('snapshot'), log: (line) => lines.push(line) },
  )
  expect(snapshot).toBe(folder('snapshot'))
  expect(lines.join('\n')).toContain('No server is running')
  expect(manifest).toMatchObject({
    database: { kind: 'pglite', taken: 'from the folder' },
    secretKey: true,
    audio: true,
    vaults: true,
  })
  expect(readManifest(snapshot)).toEqual(manifest)
  expect(fs.existsSync(path.join(snapshot, 'audio', '7', '.incoming'))).toBe(false)
  // The lock was let go: a server may start again.
  expect(fs.existsSync(path.join(dataDir, 'humancodex.lock'))).toBe(false)

  // A vault folder that holds anything is never written over, and nothing is written at all.
  const target = folder('target')
  const busyVaults = folder('busy-vaults')
  fs.mkdirSync(busyVaults)
  fs.writeFileSync(path.join(busyVaults, 'Other.md'), 'theirs')
  await expect(
    restoreSnapshot(configOf({ DATA_DIR: target, VAULTS_DIR: busyVaults }), snapshot),
  ).rejects.toThrow(`VAULTS_DIR ${busyVaults} is not empty (Other.md)`)
  expect(fs.existsSync(target)).toBe(false)
  await expect(
    restoreSnapshot(
      configOf({ DATA_DIR: target, DATABASE_URL: 'postgres://x@127.0.0.1:1/x' }),
      snapshot,
    ),
  ).rejects.toThrow(/PGlite database but DATABASE_URL is set/)

  const targetVaults = folder('target-vaults')
  const config = configOf({ DATA_DIR: target, VAULTS_DIR: targetVaults })
  await restoreSnapshot(config, snapshot)
  const restored = new PGlite({ dataDir: path.join(target, 'db') })
  expect((await restored.query('select word from kept order by word')).rows).toEqual([
    { word: 'first' },
    { word: 'second' },
  ])
  await restored.close()
  expect(fs.readFileSync(path.join(target, 'secret.key'), 'utf8')).toBe(`${'ab'.repeat(32)}\n`)
  expect(fs.readFileSync(path.join(target, 'audio', '7', 'track.wav'), 'utf8')).toBe('RIFF')
  expect(fs.readFileSync(path.join(targetVaults, '.humancodex-vaults'), 'utf8')).toBe('id-1')
  expect(fs.readFileSync(path.join(targetVaults, 'Mine', 'Note.md'), 'utf8')).toBe('# Note')
  expect(fs.readdirSync(target).sort()).toEqual(['audio', 'db', 'secret.key'])

  await expect(restoreSnapshot(config, snapshot)).rejects.toThrow(
    `DATA_DIR ${target} is not empty (audio, db, secret.key)`,
  )
}, 120_000)
