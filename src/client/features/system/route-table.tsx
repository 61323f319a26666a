import { formatMs } from '@/client/lib/format-time'
import type { MetricsSnapshot } from './api/get-metrics'

const SHOWN = 12

/** The busiest routes of the metrics window with their errors and latency. */
export function RouteTable({ routes }: { routes: MetricsSnapshot['routes'] }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[30rem] text-left text-sm">
        <caption className="sr-only">Busiest routes</caption>
        <thead className="bg-muted/40 text-xs uppercase tracking-wider text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Route
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Requests
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Errors
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              p50
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              p99
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
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
                className={
                  route.errors ? 'px-3 py-2 text-right text-rose-300' : 'px-3 py-2 text-right'
                }
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
        </tbody>
      </table>
    </div>
  )
}
