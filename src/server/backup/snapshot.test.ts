import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { loadConfig } from '../config'
import {
  BackupError,
  isEmptyFolder,
  readManifest,
  restoreSnapshot,
  snapshotTarget,
  takeSnapshot,
} from './snapshot'

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-snapshot-'))
afterAll(() => fs.rmSync(base, { recursive: true, force: true }))
const folder = (name: string) => path.join(base, name)
const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env })

it('puts a snapshot at --out, inside it when it is a folder, and refuses a file', () => {
  const now = new Date('2026-11-27T08:09:10.123Z')
  expect(snapshotTarget(undefined, now)).toBe(path.resolve('backups/humancodex-20261127T080910'))
  expect(snapshotTarget(folder('new'), now)).toBe(folder('new'))
  fs.mkdirSync(folder('existing'))
  expect(snapshotTarget(folder('existing'), now)).toBe(
    path.join(folder('existing'), 'humancodex-20261127T080910'),
  )
  fs.writeFileSync(folder('a-file'), '')
  expect(() => snapshotTarget(folder('a-file'), now)).toThrow(BackupError)
  expect(isEmptyFolder(folder('missing'))).toBe(true)
  expect(isEmptyFolder(folder('existing'))).toBe(true)
  expect(isEmptyFolder(base)).toBe(false)
})

it('refuses a folder another process holds when that process does not take backups', async () => {
  const dataDir = folder('held')
  fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'humancodex.lock'), `${process.pid} someone`)
  await expect(
    takeSnapshot(configOf({ DATA_DIR: dataDir }), { out: folder('held-out') }),
  ).rejects.toThrow(/does not take backups.*stop it/)
  expect(fs.existsSync(folder('held-out'))).toBe(false)
  expect(fs.existsSync(folder('held-out.partial'))).toBe(false)
})

it('removes what a failed restore wrote', async () => {
  const snapshot = folder('broken')
  fs.mkdirSync(snapshot)
  fs.writeFileSync(
    path.join(snapshot, 'manifest.json'),
    JSON.stringify({
      format: 'humancodex-snapshot',
      version: 1,
      createdAt: '2026-11-27T00:00:00.000Z',
      database: { kind: 'pglite', file: 'db.tar.gz', taken: 'from the folder' },
      secretKey: true,
      audio: false,
      vaults: false,
    }),
  )
  // The database is missing from the folder.
  const target = folder('broken-target')
  await expect(restoreSnapshot(configOf({ DATA_DIR: target }), snapshot)).rejects.toThrow(/ENOENT/)
  expect(fs.existsSync(target)).toBe(false)
  expect(() => readManifest(folder('existing'))).toThrow(/not a HumanCodex snapshot/)
})
