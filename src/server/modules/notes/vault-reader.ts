import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { vaultNotes } from '../../db/schema/index'
import type { VaultCore } from './vault-core'
import { inside, isVaultName, vaultFiles } from './vault-files'
import { isPersonalVault, PERSONAL_ROOT } from './vault-access'

/** The vaults on disk, and the integrity check of the index against their files. */
export class VaultReader {
  constructor(private readonly core: VaultCore) {}

  /** Shared vault folder names. */
  async vaults(): Promise<string[]> {
    const entries = await fs.promises
      .readdir(this.core.root, { withFileTypes: true })
      .catch(() => [])
    return entries
      .filter((e) => e.isDirectory() && isVaultName(e.name))
      .map((e) => e.name)
      .sort()
  }

  /** Every vault with a folder: the shared ones, then the personal ones (`.personal/<id>`). */
  async allVaults(): Promise<string[]> {
    const entries = await fs.promises
      .readdir(path.join(this.core.root, PERSONAL_ROOT), { withFileTypes: true })
      .catch(() => [])
    const personal = entries
      .filter((e) => e.isDirectory())
      .map((e) => `${PERSONAL_ROOT}/${e.name}`)
      .filter(isPersonalVault)
      .sort()
    return [...(await this.vaults()), ...personal]
  }

  /** The folder of a vault on disk, or undefined for a name that is no vault. */
  vaultDir(vault: string): string | undefined {
    if (!isVaultName(vault) && !isPersonalVault(vault)) return undefined
    const dir = inside(this.core.root, vault)
    return dir && fs.existsSync(dir) ? dir : undefined
  }

  /** Files on disk versus rows in the index, per vault (the integrity check). */
  async compare() {
    const mismatches: string[] = []
    for (const vault of await this.allVaults()) {
      const files = new Set((await vaultFiles(path.join(this.core.root, vault))).notes)
      const rows = await this.core.db
        .select({ path: vaultNotes.path })
        .from(vaultNotes)
        .where(eq(vaultNotes.vault, vault))
      const missing = rows.filter((row) => !files.delete(row.path)).map((row) => row.path)
      if (missing.length)
        mismatches.push(
          `${vault}: ${missing.length} note(s) without a file (${missing.slice(0, 3).join(', ')})`,
        )
      if (files.size)
        mismatches.push(
          `${vault}: ${files.size} file(s) not indexed (${[...files].slice(0, 3).join(', ')})`,
        )
    }
    return mismatches
  }
}
