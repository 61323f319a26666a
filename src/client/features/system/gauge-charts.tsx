import { Chart } from '@/client/components/chart'
import { formatMs } from '@/client/lib/format-time'
import type { GaugeSample } from './api/get-metrics'

const clock = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** Event-loop lag and memory, one point per reading since the screen opened. */
export function GaugeCharts({ history }: { history: GaugeSample[] }) {
  const labels = history.map((sample) => clock.format(new Date(sample.at)))
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0">
        <h4 className="text-sm font-medium">Event-loop lag</h4>
        <Chart
          className="mt-2"
          title="Event-loop lag per reading"
          kind="line"
          labels={labels}
          format={formatMs}
          series={[
            {
              key: 'lag',
              label: 'Mean lag',
              values: history.map((sample) => sample.eventLoopLagMs),
              color: 'text-amber-400',
            },
          ]}
        />
      </div>
      <div className="min-w-0">
        <h4 className="text-sm font-medium">Memory</h4>
        <Chart
          className="mt-2"
          title="Memory per reading"
          kind="line"
          labels={labels}
          format={(mb) => `${Math.round(mb)} MB`}
          series={[
            {
              key: 'rss',
              label: 'Resident (RSS)',
              values: history.map((sample) => sample.rssMb),
              color: 'text-primary',
            },
            {
              key: 'heap',
              label: 'Heap used',
              values: history.map((sample) => sample.heapUsedMb),
              color: 'text-emerald-400',
            },
          ]}
        />
      </div>
    </div>
  )
}
