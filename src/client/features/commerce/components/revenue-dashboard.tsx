import { useState } from 'react'
import { Chart } from '@/client/components/chart'
import { Button } from '@/client/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card'
import type { ProductType, RevenueSummary } from '@/shared/commerce'
import { useRevenue } from '../api/get-revenue'

const PERIODS = [7, 30, 90] as const

const TYPE_LABEL: Record<ProductType, string> = {
  plan: 'Plan',
  book: 'Book',
  upgrade: 'Codex upgrade',
  integration: 'Integration',
  experience: 'Experience',
  course: 'Course',
}

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })
const shortMoney = (cents: number) => `$${Math.round(cents / 100)}`
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-xl border border-border bg-card/60 p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 font-display text-2xl font-semibold">{value}</p>
    </div>
  )
}

function ProductBars({ rows }: { rows: RevenueSummary['byProduct'] }) {
  const max = Math.max(1, ...rows.map((row) => row.count))
  return (
    <ul className="grid gap-3">
      {rows.slice(0, 10).map((row) => (
        <li key={`${row.productType}:${row.productId}`} className="grid gap-1 text-sm">
          <div className="flex flex-wrap justify-between gap-x-4">
            <span className="min-w-0 truncate">
              <span className="text-muted-foreground">{TYPE_LABEL[row.productType]} · </span>
              {row.title}
            </span>
            <span className="text-muted-foreground">
              {row.count} · {money(row.amountCents)}
            </span>
          </div>
          <div className="h-2 rounded-full bg-muted" aria-hidden>
            <div
              className="h-2 rounded-full bg-primary"
              style={{ width: `${Math.max(2, (row.count / max) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}

/**
 * Revenue (docs/product/commerce.md): plan upgrades and recorded purchase intents, per day and per
 * product, from the database. No payment is taken anywhere, so this is intended value, not income.
 */
export function RevenueDashboard() {
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30)
  const revenue = useRevenue(days)
  const data = revenue.data
  const dayLabels = data?.byDay.map((day) => dayLabel(day.date)) ?? []

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Period">
        {PERIODS.map((period) => (
          <Button
            key={period}
            size="sm"
            variant={period === days ? 'default' : 'outline'}
            aria-pressed={period === days}
            onClick={() => setDays(period)}
          >
            Last {period} days
          </Button>
        ))}
        {data ? (
          <span className="text-sm text-muted-foreground">
            {dayLabel(data.from)} – {dayLabel(data.to)} (UTC)
          </span>
        ) : null}
      </div>
      {revenue.isError ? (
        <p className="text-destructive">Could not load the figures: {revenue.error.message}</p>
      ) : null}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-busy={revenue.isPending}>
        <Tile label="Upgrades" value={data ? String(data.totals.upgrades) : '…'} />
        <Tile label="Purchase intents" value={data ? String(data.totals.intents) : '…'} />
        <Tile label="Intended value" value={data ? money(data.totals.amountCents) : '…'} />
        <Tile label="Buyers" value={data ? String(data.totals.buyers) : '…'} />
      </div>
      {data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Upgrades and intents by day</CardTitle>
              <CardDescription>
                Plan upgrades and other purchase intents, counted per day.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Chart
                kind="bar"
                title="Upgrades and purchase intents by day"
                labels={dayLabels}
                series={[
                  {
                    key: 'upgrades',
                    label: 'Upgrades',
                    values: data.byDay.map((day) => day.upgrades),
                    color: 'text-primary',
                  },
                  {
                    key: 'intents',
                    label: 'Purchase intents',
                    values: data.byDay.map((day) => day.intents),
                    color: 'text-accent',
                  },
                ]}
                xLabel="Day"
                integers
                height={220}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Intended value by day</CardTitle>
              <CardDescription>
                Catalogue prices of what was chosen; no payment is taken.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Chart
                kind="bar"
                title="Intended value by day"
                labels={dayLabels}
                series={[
                  {
                    key: 'amount',
                    label: 'Value (USD)',
                    values: data.byDay.map((day) => day.amountCents),
                    color: 'text-emerald-400',
                  },
                ]}
                format={shortMoney}
                xLabel="Day"
                height={220}
              />
            </CardContent>
          </Card>
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>By product</CardTitle>
              <CardDescription>The ten most chosen products of the period.</CardDescription>
            </CardHeader>
            <CardContent>
              {data.byProduct.length ? (
                <ProductBars rows={data.byProduct} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  No upgrades or purchase intents in this period yet.
                </p>
              )}
            </CardContent>
          </Card>
        </div>
      ) : null}
    </div>
  )
}
