import { CheckCircle2, CircleDashed, Loader2, Play, XCircle } from 'lucide-react'
import { useState } from 'react'
import { AdminOnlyReason, useAdminOnly } from '@/client/components/admin-only'
import { StatusTable, type StatusColumn } from '@/client/components/status-table'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/components/ui/use-toast'
import { formatMs } from '@/client/lib/format-time'
import { cn } from '@/client/lib/utils'
import type { CheckResult } from '@/shared/observer'
import { useChecks } from './api/get-checks'
import { useRunChecks } from './api/run-checks'
import { QueryState } from '@/client/components/query-state'

const COLUMNS: StatusColumn[] = [
  { label: 'Check' },
  { label: 'State' },
  { label: 'Duration', align: 'right' },
  { label: 'Detail' },
  { label: 'Action', hidden: true },
]

type Row = { id: string; name: string; result?: CheckResult & { at: number } }

function StateCell({ running, result }: { running: boolean; result?: CheckResult }) {
  if (running)
    return (
      <span className="flex items-center gap-1.5 text-muted-foreground">
        <Loader2 aria-hidden className="size-4 animate-spin" /> Running
      </span>
    )
  if (!result)
    return (
      <span className="flex items-center gap-1.5 text-muted-foreground">
        <CircleDashed aria-hidden className="size-4" /> Not run
      </span>
    )
  return result.passed ? (
    <span className="flex items-center gap-1.5 text-emerald-300">
      <CheckCircle2 aria-hidden className="size-4" /> Passed
    </span>
  ) : (
    <span className="flex items-center gap-1.5 text-rose-300">
      <XCircle aria-hidden className="size-4" /> Failed
    </span>
  )
}

/**
 * Every integrity check Agent Zero can run as a matrix (or only `ids`): run one or all, with
 * each result's state, duration and detail. Each run is recorded as an observation.
 */
export function VerificationMatrix({ ids, className }: { ids?: string[]; className?: string }) {
  const checks = useChecks()
  const run = useRunChecks()
  const admin = useAdminOnly('run the checks')
  const [results, setResults] = useState<Record<string, CheckResult & { at: number }>>({})
  const [running, setRunning] = useState<Set<string>>(new Set())

  const rows: Row[] = (checks.data ?? [])
    .filter((check) => !ids || ids.includes(check.id))
    .map((check) => ({ ...check, result: results[check.id] }))
  const done = rows.filter((row) => row.result)
  const passed = done.filter((row) => row.result?.passed).length

  const start = (which: string[]) => {
    setRunning((now) => new Set([...now, ...which]))
    run.mutate(which, {
      onSuccess: (list) => {
        const at = Date.now()
        setResults((now) => ({
          ...now,
          ...Object.fromEntries(list.map((result) => [result.id, { ...result, at }])),
        }))
      },
      onError: (error) =>
        toast({ title: 'Verification failed', description: error.message, variant: 'destructive' }),
      onSettled: () => setRunning((now) => new Set([...now].filter((id) => !which.includes(id)))),
    })
  }

  if (checks.isPending || checks.isError)
    return <QueryState query={checks} loading="Listing the checks…" />

  return (
    <div className={cn('space-y-4', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" role="status">
          {done.length === 0
            ? `${rows.length} checks, none run yet`
            : `${passed} of ${done.length} checks passed`}
        </p>
        <Button
          onClick={() => start(rows.map((row) => row.id))}
          disabled={running.size > 0 || !admin.allowed}
          aria-describedby={admin.describedBy}
        >
          <Play aria-hidden />
          {running.size > 1 ? 'Running checks...' : 'Run all checks'}
        </Button>
      </div>
      <AdminOnlyReason gate={admin} />
      <StatusTable
        caption="Integrity checks and their latest results"
        columns={COLUMNS}
        className="min-w-[36rem]"
      >
        {rows.map((row) => (
          <tr key={row.id} className="border-t border-border align-top">
            <th scope="row" className="px-3 py-3 font-medium">
              {row.name}
              <span className="block text-xs font-normal text-muted-foreground">{row.id}</span>
            </th>
            <td className="px-3 py-3">
              <StateCell running={running.has(row.id)} result={row.result} />
            </td>
            <td className="px-3 py-3 text-right tabular-nums">
              {row.result ? formatMs(row.result.durationMs) : '–'}
            </td>
            <td className="px-3 py-3 text-muted-foreground">
              <span className="break-words">{row.result?.detail ?? '–'}</span>
            </td>
            <td className="px-3 py-3 text-right">
              <Button
                size="sm"
                variant="ghost"
                disabled={running.size > 0 || !admin.allowed}
                aria-describedby={admin.describedBy}
                onClick={() => start([row.id])}
                aria-label={`Run ${row.name}`}
              >
                Run
              </Button>
            </td>
          </tr>
        ))}
      </StatusTable>
      <p className="text-xs text-muted-foreground">
        Each run is recorded as an Agent Zero observation of type system verification.
      </p>
    </div>
  )
}
