import { Loader2, RefreshCw, Wrench } from 'lucide-react'
import { useEffect, useState } from 'react'
import { AdminOnlyReason, useAdminOnly } from '@/client/components/admin-only'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/components/ui/use-toast'
import { formatMs } from '@/client/lib/format-time'
import {
  useMaintenance,
  type MaintenanceAction,
  type MaintenanceResult,
} from './api/run-maintenance'

const words: Record<
  MaintenanceAction,
  { button: string; pending: string; done: string; failed: string; steps: string }
> = {
  sync: {
    button: 'Sync System',
    pending: 'Syncing...',
    done: 'System Synced',
    failed: 'System sync failed',
    steps: 'Rebuilding the search index and the AI knowledge base',
  },
  optimize: {
    button: 'Optimize',
    pending: 'Optimizing...',
    done: 'System Optimized',
    failed: 'System optimization failed',
    steps: 'Running VACUUM ANALYZE, pruning old live events, dropping cached pages',
  },
}

/** Seconds since `since`, ticking while it is set. */
function useElapsed(since: number | null) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (since === null) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [since])
  return since === null ? 0 : Math.max(0, (now - since) / 1000)
}

/**
 * Sync System and Optimize (docs/product/dashboards-and-operations.md): while one runs both are
 * disabled, its progress shows with the time so far, and what it did is listed when it ends. Only
 * administrators may run them; everyone else sees them disabled, with why.
 */
export function MaintenanceActions() {
  const admin = useAdminOnly('run maintenance')
  const sync = useMaintenance('sync')
  const optimize = useMaintenance('optimize')
  const [running, setRunning] = useState<{ action: MaintenanceAction; since: number } | null>(null)
  const [last, setLast] = useState<{ action: MaintenanceAction; result: MaintenanceResult } | null>(
    null,
  )
  const elapsed = useElapsed(running?.since ?? null)
  const busy = sync.isPending || optimize.isPending
  const disabled = busy || !admin.allowed

  const start = (action: MaintenanceAction) => {
    const mutation = action === 'sync' ? sync : optimize
    setRunning({ action, since: Date.now() })
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        setLast({ action, result })
        toast({ title: words[action].done, description: result.message })
      },
      onError: (error) =>
        toast({ title: words[action].failed, description: error.message, variant: 'destructive' }),
      onSettled: () => setRunning(null),
    })
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => start('sync')}
          disabled={disabled}
          aria-describedby={admin.describedBy}
        >
          {sync.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <RefreshCw aria-hidden />
          )}
          {sync.isPending ? words.sync.pending : words.sync.button}
        </Button>
        <Button
          variant="outline"
          onClick={() => start('optimize')}
          disabled={disabled}
          aria-describedby={admin.describedBy}
        >
          {optimize.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Wrench aria-hidden />
          )}
          {optimize.isPending ? words.optimize.pending : words.optimize.button}
        </Button>
      </div>
      <AdminOnlyReason gate={admin} />
      {running ? (
        <div role="status" className="rounded-lg border border-primary/30 bg-primary/5 p-4">
          <p className="text-sm font-medium">
            {words[running.action].steps}… {elapsed.toFixed(1)} s
          </p>
          <div
            role="progressbar"
            aria-label={words[running.action].pending}
            aria-valuetext={`${elapsed.toFixed(0)} seconds so far`}
            className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full w-full animate-pulse rounded-full bg-gradient-to-r from-primary to-accent" />
          </div>
        </div>
      ) : last ? (
        <section
          aria-label="Maintenance result"
          className="rounded-lg border border-emerald-400/30 bg-emerald-500/5 p-4"
        >
          <p className="text-sm font-medium text-emerald-300">
            {last.result.message}{' '}
            <span className="font-normal text-muted-foreground">
              ({words[last.action].button}, {formatMs(last.result.durationMs)})
            </span>
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {last.result.actions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
