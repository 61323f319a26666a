import { useMetrics } from './api/get-metrics'
import { LatencyFigures, RequestCharts } from './request-charts'

/** The Performance Metrics tab: the server's own request metrics, refreshed every 10 s. */
export function PerformanceMetrics() {
  const metrics = useMetrics(10_000)
  if (metrics.isPending)
    return (
      <p className="text-sm text-muted-foreground" aria-busy="true">
        Reading the metrics…
      </p>
    )
  if (metrics.isError) return <p className="text-sm text-destructive">{metrics.error.message}</p>
  return (
    <div className="space-y-6">
      <LatencyFigures snapshot={metrics.data.snapshot} />
      <RequestCharts snapshot={metrics.data.snapshot} now={metrics.dataUpdatedAt} />
    </div>
  )
}
