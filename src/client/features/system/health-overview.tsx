import { Boxes, Gauge, Sparkles, Timer } from 'lucide-react'
import { formatDuration, formatMs } from '@/client/lib/format-time'
import { useSystemHealth } from './api/get-system-health'
import { coveragePercent } from './coverage'
import { readLoad } from './load'
import { StatTile } from '@/client/components/stat-tile'
import { plural } from '@/shared/plural'

/**
 * The four tiles of docs/product/dashboards-and-operations.md and the enhancement coverage bar,
 * from real figures.
 */
export function HealthOverview() {
  const health = useSystemHealth()
  const data = health.data
  const coverage = data ? coveragePercent(data.enhancedComponents, data.totalComponents) : 0
  const load = data ? readLoad(data.loadAverage, data.cpuCores) : undefined

  if (health.isError)
    return (
      <div className="rounded-lg border border-destructive/40 p-4 text-sm">
        <p className="font-medium text-destructive">Failed to fetch system health</p>
        <p className="mt-1 text-muted-foreground">{health.error.message}</p>
      </div>
    )
  return (
    <div className="space-y-4" aria-busy={health.isPending}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          icon={Boxes}
          label="Total components"
          value={data?.totalComponents ?? '…'}
          detail="Server modules of the platform"
        />
        <StatTile
          icon={Sparkles}
          label="Enhanced components"
          value={data?.enhancedComponents ?? '…'}
          detail="Active, their checks passing"
        />
        <StatTile
          icon={Gauge}
          label="System load"
          value={load?.total ?? '…'}
          detail={
            load && data
              ? `${load.perCore} on ${load.cores}: ${load.verdict} · memory ${data.memoryUsage}%`
              : undefined
          }
        />
        <StatTile
          icon={Timer}
          label="Response time"
          value={data ? formatMs(data.responseTime) : '…'}
          detail={data ? `Median, 15 min · up ${formatDuration(data.uptime)}` : undefined}
        />
      </dl>
      {data ? (
        <p className="text-sm text-muted-foreground">
          AI model:{' '}
          <span className="font-medium text-foreground">
            {data.ai.engine === 'offline' ? 'offline engine' : data.ai.model}
          </span>
          {data.ai.engine === 'model'
            ? data.ai.reachable === null
              ? ' · not checked yet'
              : data.ai.reachable
                ? ` · reachable${data.ai.latencyMs !== null ? `, ${formatMs(data.ai.latencyMs)} to the first token` : ''}`
                : ' · failing: the offline engine answers in its place'
            : ''}
          {data.ai.fallbacks
            ? ` · ${plural(data.ai.fallbacks, 'offline answer')} in place of the model`
            : ''}
        </p>
      ) : null}
      <div>
        <div className="flex items-center justify-between text-sm">
          <span id="enhancement-progress-label" className="font-medium">
            Enhancement progress
          </span>
          <span className="tabular-nums text-muted-foreground">
            {data ? `${coverage}% (${data.enhancedComponents} of ${data.totalComponents})` : '…'}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="enhancement-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={coverage}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-primary to-accent transition-[width] duration-500"
            style={{ width: `${coverage}%` }}
          />
        </div>
      </div>
    </div>
  )
}
