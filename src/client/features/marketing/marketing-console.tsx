import { Megaphone } from 'lucide-react'
import { useState } from 'react'
import { QueryState } from '@/client/components/query-state'
import { Chart } from '@/client/components/chart'
import { Button } from '@/client/components/ui/button'
import { MARKETING_RANGES, type MarketingSummary } from '@/shared/marketing'
import { useMarketingSummary } from './api/get-summary'

const shortDay = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })

function Tile({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <div className="rounded-xl border border-border bg-card/60 p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 font-display text-3xl font-semibold tabular-nums">
        {value.toLocaleString('en-GB')}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </div>
  )
}

function Screens({ summary }: { summary: MarketingSummary }) {
  const max = Math.max(1, ...summary.byScreen.map((row) => row.views))
  if (summary.byScreen.length === 0)
    return <p className="text-sm text-muted-foreground">No page views in this period yet.</p>
  return (
    <table className="w-full text-sm">
      <thead className="text-left text-xs text-muted-foreground">
        <tr>
          <th className="pb-2 font-medium">Screen</th>
          <th className="w-2/5 pb-2 font-medium">
            <span className="sr-only">Share of views</span>
          </th>
          <th className="pb-2 text-right font-medium">Views</th>
          <th className="pb-2 pl-3 text-right font-medium">Visitors</th>
        </tr>
      </thead>
      <tbody>
        {summary.byScreen.map((row) => (
          <tr key={row.path} className="border-t border-border">
            <td className="py-2 pr-3">
              <span className="block font-medium">{row.title}</span>
              <span className="block text-xs text-muted-foreground">{row.path}</span>
            </td>
            <td className="py-2 pr-3">
              <div className="relative h-2.5 rounded-full bg-muted" aria-hidden>
                <div
                  className="absolute inset-y-0 left-0 rounded-full bg-primary/50"
                  style={{ width: `${(row.views / max) * 100}%` }}
                />
                <div
                  className="absolute inset-y-0 left-0 rounded-full bg-accent"
                  style={{ width: `${(row.visitors / max) * 100}%` }}
                />
              </div>
            </td>
            <td className="py-2 text-right tabular-nums">{row.views}</td>
            <td className="py-2 pl-3 text-right tabular-nums">{row.visitors}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Referrers({ summary }: { summary: MarketingSummary }) {
  const total = summary.directVisits + summary.referrers.reduce((sum, row) => sum + row.visits, 0)
  const rows = [...summary.referrers, { host: 'Direct or unknown', visits: summary.directVisits }]
  return (
    <ul className="space-y-2 text-sm">
      {rows.map((row) => (
        <li key={row.host}>
          <div className="flex justify-between gap-3">
            <span className="truncate">{row.host}</span>
            <span className="tabular-nums text-muted-foreground">{row.visits}</span>
          </div>
          <div className="mt-1 h-1.5 rounded-full bg-muted" aria-hidden>
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${total ? (row.visits / total) * 100 : 0}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}

/** `/marketing-console`: page views and visitors from the server's own counters. */
export function MarketingConsole() {
  const [days, setDays] = useState<number>(30)
  const summary = useMarketingSummary(days)
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <Megaphone className="size-4" aria-hidden /> Marketing console
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">Who reads the codex</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Page views and visitors per screen and the sites that send people here, counted by the
        server without cookies, addresses or any identifier. A visitor is a browser’s first view of
        a screen that day.
      </p>
      <div className="mt-6 flex flex-wrap gap-2" role="group" aria-label="Period">
        {MARKETING_RANGES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={days === value ? 'default' : 'outline'}
            aria-pressed={days === value}
            onClick={() => setDays(value)}
          >
            Last {value} days
          </Button>
        ))}
      </div>
      <QueryState
        query={summary}
        loading="Loading the figures…"
        errorLead="The figures did not load"
        className="mt-6"
      >
        {(data) => (
          <div className="mt-6 space-y-6">
            <div className="grid gap-3 sm:grid-cols-3">
              <Tile
                label="Page views"
                value={data.totals.views}
                hint={`${shortDay(data.from)} – ${shortDay(data.to)}`}
              />
              <Tile
                label="Visitors"
                value={data.totals.visitors}
                hint="First view of the site per browser and day"
              />
              <Tile
                label="Screens viewed"
                value={data.byScreen.length}
                hint="Distinct screens with at least one view"
              />
            </div>
            <section
              className="rounded-xl border border-border bg-card/60 p-4"
              aria-labelledby="per-day"
            >
              <h2 id="per-day" className="font-semibold">
                Views per day
              </h2>
              <Chart
                kind="bar"
                className="mt-3"
                title={`Page views per day, last ${data.days} days`}
                labels={data.byDay.map((row) => shortDay(row.day))}
                series={[
                  {
                    key: 'visitors',
                    label: 'Visitors',
                    values: data.byDay.map((row) => row.visitors),
                    color: 'text-accent',
                  },
                  {
                    key: 'more',
                    label: 'Further views',
                    values: data.byDay.map((row) => Math.max(0, row.views - row.visitors)),
                    color: 'text-primary/60',
                  },
                ]}
                xLabel="Day"
                integers
                height={220}
              />
            </section>
            <div className="grid gap-6 lg:grid-cols-3">
              <section
                className="rounded-xl border border-border bg-card/60 p-4 lg:col-span-2"
                aria-labelledby="per-screen"
              >
                <h2 id="per-screen" className="font-semibold">
                  Views and visitors per screen
                </h2>
                <div className="mt-3 overflow-x-auto">
                  <Screens summary={data} />
                </div>
              </section>
              <section
                className="rounded-xl border border-border bg-card/60 p-4"
                aria-labelledby="referrers"
              >
                <h2 id="referrers" className="font-semibold">
                  Top referrers
                </h2>
                <p className="mt-1 text-xs text-muted-foreground">Where visits began</p>
                <div className="mt-3">
                  <Referrers summary={data} />
                </div>
              </section>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  )
}
