import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../db/open'
import { VAULT_FOLDER_ID_FILE } from './vault-folder'
import { SAMPLE_VAULTS, VaultStore } from './vault-store'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const filesUnder = (dir: string) =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()

describe('the sample vault', () => {
  it('is copied once into an empty folder by stores started on it together', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-sample-vault-'))
    cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }))
    const stores = await Promise.all(
      [0, 1].map(async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-sample-db-'))
        const database: Database = await openDatabase({ dataDir, inMemory: true })
        const store = new VaultStore(database.db, root, pino({ level: 'silent' }))
        cleanups.push(async () => {
          await store.stop()
          await database.close()
          fs.rmSync(dataDir, { recursive: true, force: true })
        })
        return store
      }),
    )
    const started = await Promise.allSettled(stores.map((store) => store.start(false)))
    expect(started.filter((outcome) => outcome.status === 'rejected')).toEqual([])
    // Each sample vault as shipped, and nothing left beside it but the folder's id file.
    expect(filesUnder(root).filter((file) => file !== VAULT_FOLDER_ID_FILE)).toEqual(
      filesUnder(SAMPLE_VAULTS),
    )
  })
})
