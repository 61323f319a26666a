import { and, eq, like, not, or, type Placeholder, type SQL } from 'drizzle-orm'
import type { AppServices } from '../../types'
import type { User } from '@/shared/auth'
import type { Db } from '../../db/open'
import { vaultEditors, vaultNotes } from '../../db/schema/index'
import { isAdmin } from '../auth/service'

/**
 * Personal vaults live in `VAULTS_DIR/.personal/<userId>/`, and that relative folder is the
 * vault's name: a shared vault is a visible folder, so no shared name can start with a dot and
 * collide with one (decision 130).
 */
export const PERSONAL_ROOT = '.personal'
const PERSONAL_NAME = /^\.personal\/([1-9]\d{0,9})$/

export const personalVault = (userId: number) => `${PERSONAL_ROOT}/${userId}`

/** A person's own vault by id, or none for a visitor (null). */
export const personalVaultOf = (userId: number | null) =>
  userId === null ? undefined : personalVault(userId)

/** The owner's id of a personal vault; undefined for a shared vault. */
export function personalOwner(vault: string): number | undefined {
  const match = PERSONAL_NAME.exec(vault)
  return match ? Number(match[1]) : undefined
}

export const isPersonalVault = (vault: string) => personalOwner(vault) !== undefined

/** Who is asking, as the vault rules need it. */
export interface NoteViewer {
  user: User | null
  admin: boolean
}

export const noteViewer = (app: AppServices, user: User | null): NoteViewer => ({
  user,
  admin: isAdmin(app, user),
})

/** Shared vaults are open to everyone; a personal vault to its owner and administrators. */
export function canReadVault(viewer: NoteViewer, vault: string): boolean {
  const owner = personalOwner(vault)
  return owner === undefined || viewer.admin || owner === viewer.user?.id
}

/** The personal vault every list, search and graph adds to the shared ones: the viewer's own. */
export const ownVault = (viewer: NoteViewer) =>
  viewer.user ? personalVault(viewer.user.id) : undefined

/**
 * What the notes the aggregate reads (lists, searches, graph, insights, map) cover: every shared
 * vault and, when given, one personal vault. Administrators reach other people's personal vaults
 * only by naming them, not in everyone's lists. A placeholder stands for the personal vault in
 * a statement built once (a visitor's is `''`, the name of no vault).
 */
export function visibleVaults(personal: string | Placeholder | undefined): SQL {
  const shared = not(like(vaultNotes.vault, `${PERSONAL_ROOT}/%`))
  return personal ? or(shared, eq(vaultNotes.vault, personal))! : shared
}

/** `visibleVaults` for a person by id (their own vault with the shared ones), or a visitor (null). */
export const vaultsVisibleTo = (userId: number | null): SQL =>
  visibleVaults(personalVaultOf(userId))

/** Whether the viewer may create, change or delete notes in `vault`. */
export async function canWriteVault(db: Db, viewer: NoteViewer, vault: string): Promise<boolean> {
  if (!viewer.user) return false
  if (viewer.admin) return true
  const owner = personalOwner(vault)
  if (owner !== undefined) return owner === viewer.user.id
  return (await editorsOf(db, vault, viewer.user.id)).length > 0
}

/** The shared vaults the user was named an editor of. */
export async function editedVaults(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ vault: vaultEditors.vault })
    .from(vaultEditors)
    .where(eq(vaultEditors.userId, userId))
  return new Set(rows.map((row) => row.vault))
}

const editorsOf = (db: Db, vault: string, userId: number) =>
  db
    .select({ vault: vaultEditors.vault })
    .from(vaultEditors)
    .where(and(eq(vaultEditors.vault, vault), eq(vaultEditors.userId, userId)))
    .limit(1)
