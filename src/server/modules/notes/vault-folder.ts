import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { vaultIndexState, vaultNotes } from '../../db/schema/index'

/** The hidden file in VAULTS_DIR naming the folder; scans skip hidden files. */
export const VAULT_FOLDER_ID_FILE = '.humancodex-vaults'

export class VaultFolderMismatch extends Error {}

async function readFolderId(root: string) {
  const text = await fs.promises
    .readFile(path.join(root, VAULT_FOLDER_ID_FILE), 'utf8')
    .catch(() => '')
  return text.trim() || undefined
}

/**
 * Gives the folder its id, or reads the one another instance starting beside this one gave it
 * first. The file appears whole (written aside, then linked in), so nobody reads it half
 * written.
 */
async function createFolderId(root: string): Promise<string> {
  const id = randomUUID()
  const aside = path.join(root, `${VAULT_FOLDER_ID_FILE}.${id}`)
  await fs.promises.writeFile(aside, `${id}\n`)
  try {
    await fs.promises.link(aside, path.join(root, VAULT_FOLDER_ID_FILE))
    return id
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const existing = await readFolderId(root)
    if (!existing) throw new Error(`${VAULT_FOLDER_ID_FILE} in ${root} is empty`)
    return existing
  } finally {
    await fs.promises.rm(aside, { force: true })
  }
}

/**
 * Makes sure the note index in the database was built from this vault folder (decision 137).
 * The folder carries an id in a hidden file; the database records the id it indexed. With a
 * database other instances may share (`shared`), another folder refuses to start: a scan of it
 * would delete every other instance's notes. A database of this instance alone (PGlite in
 * DATA_DIR) follows its folder and re-indexes it.
 */
export async function checkVaultFolder(db: Db, root: string, shared: boolean) {
  const [recorded] = await db.select().from(vaultIndexState).where(eq(vaultIndexState.id, 1))
  let folderId = await readFolderId(root)
  if (recorded && recorded.folderId !== folderId && shared) {
    const notes = await db.$count(vaultNotes)
    throw new VaultFolderMismatch(
      `VAULTS_DIR ${root} is not the vault folder this database's note index was built from ` +
        `(${recorded.root}, id ${recorded.folderId}; this folder's ${VAULT_FOLDER_ID_FILE} ` +
        `${folderId ? `says ${folderId}` : 'is missing'}). Every instance must see the same vault ` +
        `storage (mount it at VAULTS_DIR on each); starting here would drop the ${notes} indexed ` +
        `note(s). If this folder is meant to replace the old one, copy ${VAULT_FOLDER_ID_FILE} ` +
        `from it, or run "DELETE FROM vault_index_state" to index this folder instead.`,
    )
  }
  if (!folderId) folderId = await createFolderId(root)
  if (recorded && recorded.folderId === folderId && recorded.root === root) return
  await db
    .insert(vaultIndexState)
    .values({ id: 1, folderId, root })
    .onConflictDoUpdate({
      target: vaultIndexState.id,
      set: { folderId, root, recordedAt: new Date() },
    })
}
