import { Activity, Database } from 'lucide-react'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/components/ui/use-toast'
import { useHealth } from './get-health'

/** Live status of the server and its database, with a manual re-check. */
export function CodexPulse() {
  const health = useHealth()

  const pulse = async () => {
    const result = await health.refetch()
    if (result.data) {
      toast({
        title: 'Codex pulse received',
        description: `The ${result.data.database} database answered in ${result.data.databaseLatencyMs} ms.`,
      })
    } else {
      toast({
        variant: 'destructive',
        title: 'No pulse',
        description: result.error?.message ?? 'The server did not answer.',
      })
    }
  }

  return (
    <div className="rounded-xl border border-border bg-card/60 p-5 backdrop-blur">
      <div className="flex items-center gap-3">
        <span className="relative flex size-3">
          <span
            className={`absolute inline-flex size-full rounded-full opacity-75 ${health.isSuccess ? 'animate-ping bg-emerald-400' : 'bg-amber-400'}`}
          />
          <span
            className={`relative inline-flex size-3 rounded-full ${health.isSuccess ? 'bg-emerald-400' : 'bg-amber-400'}`}
          />
        </span>
        <p className="font-medium">
          {health.isPending
            ? 'Listening for the codex…'
            : health.isSuccess
              ? 'Codex online'
              : 'Codex unreachable'}
        </p>
      </div>
      {health.data ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg bg-muted/60 p-3">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <Database className="size-3.5" aria-hidden /> Database
            </dt>
            <dd className="mt-1 font-mono">{health.data.database}</dd>
          </div>
          <div className="rounded-lg bg-muted/60 p-3">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <Activity className="size-3.5" aria-hidden /> Round-trip
            </dt>
            <dd className="mt-1 font-mono">{health.data.databaseLatencyMs} ms</dd>
          </div>
        </dl>
      ) : null}
      <Button
        variant="outline"
        className="mt-4 w-full"
        onClick={pulse}
        disabled={health.isFetching}
      >
        {health.isFetching ? 'Checking…' : 'Pulse the Codex'}
      </Button>
    </div>
  )
}
