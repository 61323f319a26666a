import { useMemo } from 'react'
import { Chart } from '@/client/components/chart'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card'
import { useAgentIds } from '@/client/lib/agent-registry'
import { PEOPLE_GROUP, senderGroup } from '@/client/lib/sender-group'
import { activitySeries, bucketLabel, localOffsetMs, type Activity } from './activity-series'
import { useBoardActivity } from './api/get-board-activity'
import { useLatestObservations } from './api/get-observations'
import { typeLabel } from './labels'

const COLORS = [
  'text-primary',
  'text-accent',
  'text-amber-400',
  'text-emerald-400',
  'text-rose-400',
]
const colorOf = (index: number, key: string) =>
  key === 'other' ? 'text-muted-foreground' : (COLORS[index] ?? 'text-muted-foreground')

function ActivityCard({
  title,
  description,
  items,
  now,
  label = (key) => key,
  loading,
  error,
}: {
  title: string
  description: string
  items: Activity[]
  /** When the figures were read: the last bucket ends then. */
  now: number
  label?: (key: string) => string
  loading: boolean
  error?: string
}) {
  const series = useMemo(
    () => activitySeries(items, now, { offsetMs: localOffsetMs() }),
    [items, now],
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {loading ? (
          <p className="text-sm text-muted-foreground" aria-busy="true">
            Counting…
          </p>
        ) : error ? (
          <p className="text-sm text-destructive">{error}</p>
        ) : (
          <>
            <Chart
              title={`${title} over time`}
              kind="bar"
              integers
              labels={series.starts.map((start) => bucketLabel(start, series.size))}
              series={series.rows.map(([key, values], index) => ({
                key,
                label: key === 'other' ? 'Other' : label(key),
                values,
                color: colorOf(index, key),
              }))}
            />
            <table className="w-full text-sm">
              <caption className="sr-only">{`${title}: totals`}</caption>
              <tbody>
                {series.totals.length === 0 ? (
                  <tr>
                    <td className="text-muted-foreground">Nothing yet.</td>
                  </tr>
                ) : (
                  series.totals.map(([key, total]) => (
                    <tr key={key} className="border-t border-border first:border-t-0">
                      <th scope="row" className="py-1.5 text-left font-normal">
                        {label(key)}
                      </th>
                      <td className="py-1.5 text-right tabular-nums">{total}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </>
        )}
      </CardContent>
    </Card>
  )
}

/**
 * Counts over time by entity and by type, from Agent Zero's latest 200 observations and the
 * board's latest 200 messages; both update live.
 */
export function EvolutionTracker() {
  const observations = useLatestObservations(200)
  const board = useBoardActivity()
  const byType = useMemo(
    () => (observations.data ?? []).map((o) => ({ at: Date.parse(o.timestamp), group: o.type })),
    [observations.data],
  )
  const agentIds = useAgentIds()
  // Everyone who is not an agent (people, "deleted user") is one entity: People.
  const byEntity = useMemo(
    () =>
      (board.data ?? []).map((m) => ({
        at: Date.parse(m.timestamp),
        group: senderGroup(m.fromAgent, agentIds ?? new Set()),
      })),
    [board.data, agentIds],
  )
  const byMessageType = useMemo(
    () => (board.data ?? []).map((m) => ({ at: Date.parse(m.timestamp), group: m.messageType })),
    [board.data],
  )
  const now = Math.max(observations.dataUpdatedAt, board.dataUpdatedAt)
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ActivityCard
        title="Board messages by entity"
        description={`Who posted, from the latest ${board.data?.length ?? 0} board messages.`}
        items={byEntity}
        now={now}
        label={(key) => (key === PEOPLE_GROUP ? 'People' : key)}
        loading={board.isPending}
        error={board.error?.message}
      />
      <ActivityCard
        title="Observations by type"
        description={`What Agent Zero saw, from its latest ${observations.data?.length ?? 0} observations.`}
        items={byType}
        now={now}
        label={typeLabel}
        loading={observations.isPending}
        error={observations.error?.message}
      />
      <ActivityCard
        title="Board messages by type"
        description="Collaboration, learning, discovery, announcements and the rest."
        items={byMessageType}
        now={now}
        label={typeLabel}
        loading={board.isPending}
        error={board.error?.message}
      />
    </div>
  )
}
