import { integrations } from '@content/integration-matrix'
import { RefreshCw } from 'lucide-react'
import { StatusTable, type StatusColumn } from '@/client/components/status-table'
import { Button } from '@/client/components/ui/button'
import { formatTimeAgo } from '@/client/lib/format-time'
import { cn } from '@/client/lib/utils'
import { useCheckResults } from './api/get-check-results'
import { useChecks } from './api/get-checks'
import { integrationState, type IntegrationState } from './integration-state'

const COLUMNS: StatusColumn[] = [{ label: 'Integration' }, { label: 'State', align: 'right' }]

function StateBadge({ state }: { state: IntegrationState }) {
  const [text, style] =
    state.kind === 'checking'
      ? ['checking', 'border-border text-muted-foreground']
      : state.kind === 'failing'
        ? ['failing', 'border-rose-400/50 text-rose-300']
        : state.level === 'partial'
          ? ['partial', 'border-amber-400/50 text-amber-300']
          : ['complete', 'border-emerald-400/50 text-emerald-300']
  return <span className={cn('rounded-full border px-2 py-0.5 text-xs', style)}>{text}</span>
}

function evidence(state: IntegrationState): string {
  if (state.kind === 'checking') return 'Running its checks…'
  if (state.kind === 'failing') return state.failed.map((r) => `${r.name}: ${r.detail}`).join('; ')
  if (state.checked.length === 0) return 'No integrity check covers it.'
  return state.checked.map((r) => `${r.name}: ${r.detail}`).join('; ')
}

/**
 * The nine integrations, each in the state its integrity checks report
 * (docs/product/dashboards-and-operations.md).
 */
export function IntegrationMatrix() {
  const checks = useChecks()
  const known = new Set((checks.data ?? []).map((check) => check.id))
  const results = useCheckResults()

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {results.dataUpdatedAt
            ? `Checked ${formatTimeAgo(new Date(results.dataUpdatedAt).toISOString())} by Agent Zero.`
            : 'Agent Zero is checking the integrations…'}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={results.isFetching}
          onClick={() => void results.refetch()}
        >
          <RefreshCw aria-hidden className={cn(results.isFetching && 'animate-spin')} />
          {results.isFetching ? 'Checking...' : 'Check again'}
        </Button>
      </div>
      {checks.isError || results.isError ? (
        <p className="text-sm text-destructive">{(checks.error ?? results.error)?.message}</p>
      ) : null}
      <StatusTable caption="Integration status" columns={COLUMNS}>
        {integrations.map((integration) => {
          const state = checks.isSuccess
            ? integrationState(integration, known, results.data)
            : ({ kind: 'checking' } as const)
          return (
            <tr key={integration.id} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-3 font-medium">
                {integration.name}
                <span className="block text-xs font-normal text-muted-foreground">
                  {integration.connects}
                </span>
                <span className="mt-1 block break-words text-xs font-normal text-muted-foreground/80">
                  {evidence(state)}
                </span>
              </th>
              <td className="px-3 py-3 text-right">
                <StateBadge state={state} />
              </td>
            </tr>
          )
        })}
      </StatusTable>
    </div>
  )
}
