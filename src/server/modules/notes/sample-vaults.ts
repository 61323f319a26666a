import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { besideFile } from './vault-files'

export const SAMPLE_VAULTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/vaults',
)

/**
 * Copies the sample vaults into an empty `root`, each beside its place first and then moved
 * into it: instances started together on one folder each copy them, and copies made into the
 * same folder at once failed with EEXIST. The first move wins; the others' copies go.
 */
export async function copySampleVaults(root: string) {
  for (const name of await fs.promises.readdir(SAMPLE_VAULTS)) {
    const place = path.join(root, name)
    const beside = besideFile(place)
    await fs.promises.cp(path.join(SAMPLE_VAULTS, name), beside, { recursive: true })
    await fs.promises.rename(beside, place).catch(async (error: NodeJS.ErrnoException) => {
      await fs.promises.rm(beside, { recursive: true, force: true })
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error
    })
  }
}
