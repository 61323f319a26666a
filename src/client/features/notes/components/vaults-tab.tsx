import { FolderOpen, Library } from 'lucide-react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { useAdminSession } from '@/client/lib/admin-session'
import { useVaults } from '../api/get-vaults'
import { formatDateTime } from '../note-format'
import { EmptyState } from '@/client/components/empty-state'
import { LoadError } from '@/client/components/query-state'
import { RenameLinksSetting } from './rename-links-setting'
import { VaultEditors } from './vault-editors'
import { plural } from '@/shared/plural'

/** Every vault with its note count, last sync and flags; opening one shows its notes. */
export function VaultsTab({
  selected,
  onOpen,
}: {
  selected: string
  onOpen: (vaultId: string) => void
}) {
  const vaults = useVaults()
  const { isAdmin } = useAdminSession()
  if (vaults.isPending)
    return (
      <p aria-busy="true" className="text-sm text-muted-foreground">
        Reading the vaults…
      </p>
    )
  if (vaults.isError)
    return <LoadError message={vaults.error.message} onRetry={() => void vaults.refetch()} />
  if (vaults.data.length === 0)
    return (
      <EmptyState icon={Library} title="No vaults found">
        A vault is a folder of Markdown notes in the server&apos;s vaults directory; add one and it
        appears here.
      </EmptyState>
    )
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {vaults.data.map((vault) => (
        <li
          key={vault.id}
          className={`flex flex-col gap-3 rounded-xl border bg-card p-4 ${vault.id === selected ? 'border-primary' : 'border-border'}`}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h4 className="font-display text-lg font-semibold break-words">{vault.name}</h4>
            <Badge variant="secondary">{plural(vault.noteCount, 'note')}</Badge>
          </div>
          {vault.description ? (
            <p className="text-sm text-muted-foreground">{vault.description}</p>
          ) : null}
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="outline">{vault.personal ? 'Personal' : 'Shared'}</Badge>
            {vault.canWrite ? null : <Badge variant="outline">Read-only for you</Badge>}
            {vault.agentZeroIntegrated ? (
              <Badge variant="outline" className="border-emerald-500/40 text-emerald-300">
                Agent Zero integrated
              </Badge>
            ) : null}
            {vault.consciousnessMapped ? (
              <Badge variant="outline" className="border-violet-500/40 text-violet-300">
                Consciousness mapped
              </Badge>
            ) : null}
          </div>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
            <span className="text-xs text-muted-foreground">
              Last sync: {formatDateTime(vault.lastSync)}
            </span>
            <Button size="sm" variant="outline" onClick={() => onOpen(vault.id)}>
              <FolderOpen aria-hidden />
              Open {vault.name}
            </Button>
          </div>
          {vault.canWrite && !vault.personal ? <RenameLinksSetting vault={vault.id} /> : null}
          {isAdmin && !vault.personal ? <VaultEditors vault={vault.id} /> : null}
        </li>
      ))}
    </ul>
  )
}
