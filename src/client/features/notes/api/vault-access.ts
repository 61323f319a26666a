import { useId } from 'react'
import type { AdminGate } from '@/client/components/admin-only'
import { useAdminSession } from '@/client/lib/admin-session'
import type { Vault } from '@/shared/notes'
import { useVaults } from './get-vaults'

/** A vault's name as the screens show it: "My notes" for the viewer's own. */
export function useVaultName(vault: string): string {
  const vaults = useVaults()
  return vaults.data?.find((entry) => entry.id === vault)?.name ?? vault
}

/**
 * The shared vaults the viewer may add notes to, offered after "My notes" (no `vault` sent: the
 * server writes into the author's own).
 */
export const writableSharedVaults = (vaults: readonly Vault[] | undefined) =>
  (vaults ?? []).filter((vault) => vault.canWrite && !vault.personal)

export const MY_NOTES = 'My notes'

/** Personal vaults are the server's `.personal/<userId>` folders. */
export const isPersonalVault = (vault: string) => vault.startsWith('.personal/')

/**
 * Whether the viewer may change the notes of `vault`, as an `AdminOnlyReason` gate: shared
 * vaults take changes from administrators and the editors they name, personal vaults from
 * their owner.
 */
export function useVaultWriteGate(vault: string): AdminGate {
  const vaults = useVaults()
  const session = useAdminSession()
  const id = useId()
  const entry = vaults.data?.find((candidate) => candidate.id === vault)
  const allowed = entry?.canWrite ?? false
  const refusal =
    !vaults.isSuccess || !session.known
      ? null
      : !session.signedIn
        ? 'visitor'
        : allowed
          ? null
          : 'member'
  return {
    allowed,
    what: 'change this note',
    refusal,
    describedBy: refusal ? id : undefined,
    reason: `“${entry?.name ?? vault}” is a shared vault: only administrators and the editors they name can change its notes.`,
  }
}
