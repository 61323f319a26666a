import { Activity, AlertTriangle, Clock, Cpu, MemoryStick, Pause, Play, Timer } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { formatDuration, formatMs } from '@/client/lib/format-time'
import { useMetrics } from './api/get-metrics'
import { GaugeCharts } from './gauge-charts'
import { RequestCharts } from './request-charts'
import { RouteTable } from './route-table'
import { StatTile } from '@/client/components/stat-tile'
import { QueryState } from '@/client/components/query-state'
import { plural } from '@/shared/plural'

const REFRESH_MS = 5_000

/**
 * Monitoring from the server's own metrics, refreshed every 5 s (pausable): request rate,
 * errors, latency percentiles, event-loop lag and memory over time, and the busiest routes.
 */
export function MonitoringDashboard() {
  const [paused, setPaused] = useState(false)
  const metrics = useMetrics(paused ? false : REFRESH_MS)

  if (metrics.isPending || metrics.isError)
    return <QueryState query={metrics} loading="Reading the metrics…" />

  const { snapshot, history } = metrics.data
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {paused
            ? 'Paused.'
            : `Refreshing every ${REFRESH_MS / 1000} s · ${plural(history.length, 'reading')} so far`}
        </p>
        <Button variant="outline" size="sm" onClick={() => setPaused((value) => !value)}>
          {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
          {paused ? 'Resume' : 'Pause'}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <StatTile
          icon={Activity}
          label="Requests"
          value={snapshot.requests.toLocaleString()}
          detail={`Last ${snapshot.windowMinutes} minutes`}
        />
        <StatTile
          icon={AlertTriangle}
          label="Error rate"
          value={`${(snapshot.errorRate * 100).toFixed(1)}%`}
          detail={plural(snapshot.errors, 'server error')}
        />
        <StatTile
          icon={Timer}
          label="p95 latency"
          value={formatMs(snapshot.p95)}
          detail={`p99 ${formatMs(snapshot.p99)}`}
        />
        <StatTile
          icon={Cpu}
          label="Event-loop lag"
          value={formatMs(snapshot.eventLoopLagMs)}
          detail="Mean delay of the loop"
        />
        <StatTile
          icon={MemoryStick}
          label="Memory"
          value={`${Math.round(snapshot.memory.rssMb)} MB`}
          detail={`Heap ${Math.round(snapshot.memory.heapUsedMb)} of ${Math.round(snapshot.memory.heapTotalMb)} MB`}
        />
        <StatTile
          icon={Clock}
          label="Uptime"
          value={formatDuration(snapshot.uptimeSeconds)}
          detail="Since this instance started"
        />
      </dl>
      <section aria-labelledby="monitoring-requests" className="space-y-4">
        <h2 id="monitoring-requests" className="font-display text-xl font-semibold">
          Requests and latency
        </h2>
        <RequestCharts snapshot={snapshot} now={metrics.dataUpdatedAt} />
      </section>
      <section aria-labelledby="monitoring-gauges" className="space-y-4">
        <h2 id="monitoring-gauges" className="font-display text-xl font-semibold">
          Event loop and memory
        </h2>
        <GaugeCharts history={history} />
      </section>
      <section aria-labelledby="monitoring-routes" className="space-y-4">
        <h2 id="monitoring-routes" className="font-display text-xl font-semibold">
          Busiest routes
        </h2>
        <RouteTable routes={snapshot.routes} />
      </section>
      <p className="text-xs text-muted-foreground">
        The same figures are at{' '}
        <a className="text-primary underline underline-offset-4 hover:decoration-2" href="/metrics">
          /metrics
        </a>{' '}
        in Prometheus text format.
      </p>
    </div>
  )
}
