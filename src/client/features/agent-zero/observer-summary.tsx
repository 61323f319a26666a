import { Activity, Eye, ShieldCheck } from 'lucide-react'
import { formatTimeAgo } from '@/client/lib/format-time'
import { cn } from '@/client/lib/utils'
import { useAgentZeroStatus } from './api/get-status'
import { useLatestObservations } from './api/get-observations'
import { ObservationItem } from './observation-item'

/** Agent Zero's totals and integrity, and its latest observations as the kernel's events. */
export function ObserverSummary({ recent = 8 }: { recent?: number }) {
  const status = useAgentZeroStatus().data
  const latest = useLatestObservations(recent)
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <dl className="grid grid-cols-2 gap-3 self-start lg:grid-cols-1">
        <div className="rounded-lg border border-border bg-card/40 p-4">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Activity aria-hidden className="size-4 text-primary" /> Observations
          </dt>
          <dd className="mt-2 font-display text-2xl font-semibold tabular-nums">
            {status?.totalObservations.toLocaleString() ?? '…'}
          </dd>
          <dd className="mt-1 text-xs text-muted-foreground">
            Last {status ? formatTimeAgo(status.lastActivity) : '…'}
          </dd>
        </div>
        <div className="rounded-lg border border-border bg-card/40 p-4">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <ShieldCheck aria-hidden className="size-4 text-primary" /> Codex integrity
          </dt>
          <dd
            className={cn(
              'mt-2 font-display text-2xl font-semibold',
              status?.codexIntegrity === 'intact' && 'text-emerald-300',
              status?.codexIntegrity === 'compromised' && 'text-rose-300',
              status?.codexIntegrity === 'unverified' && 'text-amber-300',
            )}
          >
            {status?.codexIntegrity ?? '…'}
          </dd>
          <dd className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
            <Eye aria-hidden className="size-3" /> From the latest audit
          </dd>
        </div>
      </dl>
      <div className="min-w-0">
        <h3 className="text-sm font-medium">Recent events</h3>
        {latest.isError ? (
          <p className="mt-2 text-sm text-destructive">{latest.error.message}</p>
        ) : (
          <ol aria-label="Recent events" className="mt-2 space-y-2" aria-busy={latest.isPending}>
            {(latest.data ?? []).map((observation) => (
              <li key={observation.id}>
                <ObservationItem observation={observation} />
              </li>
            ))}
            {latest.data?.length === 0 ? (
              <li className="text-sm text-muted-foreground">Nothing observed yet.</li>
            ) : null}
          </ol>
        )}
      </div>
    </div>
  )
}
