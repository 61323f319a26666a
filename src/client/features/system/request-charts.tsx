import { Chart } from '@/client/components/chart'
import { formatMs } from '@/client/lib/format-time'
import type { MetricsSnapshot } from './api/get-metrics'
import { minuteSeries } from './minute-series'

const minuteLabel = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })

/** Requests per minute (errors stacked on top) and p95 latency per minute, 15 minutes. */
export function RequestCharts({ snapshot, now }: { snapshot: MetricsSnapshot; now: number }) {
  const rows = minuteSeries(snapshot, now)
  const labels = rows.map((row) => minuteLabel.format(new Date(row.minute)))
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0">
        <h4 className="text-sm font-medium">Requests per minute</h4>
        <Chart
          className="mt-2"
          title="Requests per minute"
          kind="bar"
          integers
          labels={labels}
          series={[
            {
              key: 'ok',
              label: 'Answered',
              values: rows.map((row) => row.count - row.errors),
              color: 'text-primary',
            },
            {
              key: 'errors',
              label: 'Server errors',
              values: rows.map((row) => row.errors),
              color: 'text-rose-400',
            },
          ]}
        />
      </div>
      <div className="min-w-0">
        <h4 className="text-sm font-medium">Latency per minute (p95)</h4>
        <Chart
          className="mt-2"
          title="p95 latency per minute"
          kind="line"
          labels={labels}
          format={formatMs}
          series={[
            { key: 'p95', label: 'p95', values: rows.map((row) => row.p95), color: 'text-accent' },
          ]}
        />
      </div>
    </div>
  )
}

/** Requests, error rate and latency percentiles of the metrics window. */
export function LatencyFigures({ snapshot }: { snapshot: MetricsSnapshot }) {
  const figures: [string, string][] = [
    [`Requests (${snapshot.windowMinutes} min)`, snapshot.requests.toLocaleString()],
    ['Error rate', `${(snapshot.errorRate * 100).toFixed(1)}%`],
    ['p50', formatMs(snapshot.p50)],
    ['p95', formatMs(snapshot.p95)],
    ['p99', formatMs(snapshot.p99)],
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-border bg-card/40 px-3 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-display text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
