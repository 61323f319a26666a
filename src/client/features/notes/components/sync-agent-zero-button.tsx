import { Eye } from 'lucide-react'
import type { AdminGate } from '@/client/components/admin-only'
import { Button } from '@/client/components/ui/button'
import { useSyncAgentZero, type SyncInput, type SyncResult } from '../api/sync-agent-zero'
import { plural } from '@/shared/plural'

/**
 * Asks Agent Zero to observe the notes (or one note) and report what it sees. Every note at once
 * is for administrators: pass the `gate` whose reason the caller shows.
 */
export function SyncAgentZeroButton({
  input = {},
  onResult,
  label = 'Sync Agent Zero',
  variant = 'outline',
  gate,
}: {
  input?: SyncInput
  onResult?: (result: SyncResult) => void
  label?: string
  variant?: 'outline' | 'secondary'
  gate?: AdminGate
}) {
  const sync = useSyncAgentZero()
  return (
    <Button
      variant={variant}
      disabled={sync.isPending || (gate !== undefined && !gate.allowed)}
      aria-describedby={gate?.describedBy}
      onClick={() => sync.mutate(input, { onSuccess: (result) => onResult?.(result) })}
    >
      <Eye aria-hidden />
      {sync.isPending ? 'Syncing...' : label}
    </Button>
  )
}

/** What Agent Zero said after the last sync. */
export function SyncInsights({ result }: { result: SyncResult }) {
  return (
    <section
      aria-label="Agent Zero's observations"
      className="rounded-xl border border-emerald-500/30 bg-emerald-500/5 p-4"
    >
      <h4 className="flex items-center gap-2 text-sm font-semibold text-emerald-300">
        <Eye className="size-4" aria-hidden />
        Agent Zero observed {plural(result.notesObserved, 'note')}
      </h4>
      {result.consciousnessInsights.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {result.consciousnessInsights.map((insight, index) => (
            <li key={index}>{insight}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">No new insights this time.</p>
      )}
    </section>
  )
}
