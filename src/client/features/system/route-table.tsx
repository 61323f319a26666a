import { StatusTable, type StatusColumn } from '@/client/components/status-table'
import { formatMs } from '@/client/lib/format-time'
import type { MetricsSnapshot } from './api/get-metrics'

const SHOWN = 12
const COLUMNS: StatusColumn[] = [
  { label: 'Route' },
  { label: 'Requests', align: 'right' },
  { label: 'Errors', align: 'right' },
  { label: 'p50', align: 'right' },
  { label: 'p99', align: 'right' },
]

/** The busiest routes of the metrics window with their errors and latency. */
export function RouteTable({ routes }: { routes: MetricsSnapshot['routes'] }) {
  return (
    <StatusTable
      caption="Busiest routes"
      columns={COLUMNS}
      className="min-w-[30rem]"
      bodyClassName="tabular-nums"
    >
      {routes.slice(0, SHOWN).map((route) => (
        <tr key={route.route} className="border-t border-border">
          <th
            scope="row"
            className="max-w-[16rem] truncate px-3 py-2 font-mono text-xs font-normal"
          >
            {route.route}
          </th>
          <td className="px-3 py-2 text-right">{route.count}</td>
          <td
            className={route.errors ? 'px-3 py-2 text-right text-rose-300' : 'px-3 py-2 text-right'}
          >
            {route.errors}
          </td>
          <td className="px-3 py-2 text-right">{formatMs(route.p50)}</td>
          <td className="px-3 py-2 text-right">{formatMs(route.p99)}</td>
        </tr>
      ))}
      {routes.length === 0 ? (
        <tr>
          <td colSpan={5} className="px-3 py-3 text-muted-foreground">
            No requests in the window yet.
          </td>
        </tr>
      ) : null}
    </StatusTable>
  )
}
