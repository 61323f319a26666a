import { Lightbulb } from 'lucide-react'
import type { ReactNode } from 'react'
import { useInsights } from '../api/get-insights'
import { formatDay } from '../note-format'
import { EmptyState } from '@/client/components/empty-state'
import { LoadError } from '@/client/components/query-state'
import { plural } from '@/shared/plural'

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl border border-border bg-card p-4">
      <h4 className="font-display font-semibold">{title}</h4>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** The number of notes on each day a note was created (a running total), tallest full height. */
function GrowthBars({ growth }: { growth: { day: string; notes: number }[] }) {
  const max = Math.max(1, ...growth.map((entry) => entry.notes))
  const days = growth.slice(-30)
  return (
    <>
      <div className="flex h-28 items-end gap-1" aria-hidden>
        {days.map((entry) => (
          <div
            key={entry.day}
            title={`${formatDay(entry.day)}: ${entry.notes}`}
            className="min-w-1 flex-1 rounded-t bg-gradient-to-t from-primary/60 to-accent"
            style={{ height: `${Math.max(4, (entry.notes / max) * 100)}%` }}
          />
        ))}
      </div>
      <ul className="sr-only">
        {days.map((entry) => (
          <li key={entry.day}>
            {formatDay(entry.day)}: {plural(entry.notes, 'note')}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted-foreground">
        {formatDay(days[0]!.day)} – {formatDay(days[days.length - 1]!.day)}
      </p>
    </>
  )
}

/** Real insights from the vaults: links, orphans, broken links, tags and growth. */
export function InsightsTab() {
  const insights = useInsights()
  if (insights.isPending)
    return (
      <p aria-busy="true" className="text-sm text-muted-foreground">
        Reading the links between notes…
      </p>
    )
  if (insights.isError)
    return <LoadError message={insights.error.message} onRetry={() => void insights.refetch()} />
  const { insights: lines, mostLinked, orphans, brokenLinks, tags, growth } = insights.data
  if (lines.length === 0 && mostLinked.length === 0 && tags.length === 0)
    return (
      <EmptyState icon={Lightbulb} title="No insights available">
        Insights appear once the vaults hold notes.
      </EmptyState>
    )

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel title="Insights">
        {lines.length ? (
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No insights available</p>
        )}
      </Panel>
      {mostLinked.length ? (
        <Panel title="Most linked notes">
          <ol className="space-y-1.5 text-sm">
            {mostLinked.map((entry) => (
              <li key={entry.title} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{entry.title}</span>
                <span className="shrink-0 text-muted-foreground">
                  {plural(entry.backlinks, 'backlink')}
                </span>
              </li>
            ))}
          </ol>
        </Panel>
      ) : null}
      {tags.length ? (
        <Panel title="Tags">
          <ul className="flex flex-wrap gap-1.5">
            {tags.map(({ tag, count }) => (
              <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs break-all">
                #{tag} <span className="text-muted-foreground">{count}</span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      {growth.length ? (
        <Panel title="Notes over time">
          <GrowthBars growth={growth} />
        </Panel>
      ) : null}
      <Panel title="Orphans">
        {orphans.length ? (
          <>
            <p className="text-sm text-muted-foreground">
              Notes with no links to or from another note.
            </p>
            <ul className="mt-2 flex flex-wrap gap-1.5 text-sm">
              {orphans.map((title) => (
                <li key={title} className="rounded-md border border-border px-2 py-0.5 break-all">
                  {title}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Every note is connected.</p>
        )}
      </Panel>
      <Panel title="Broken links">
        {brokenLinks.length ? (
          <ul className="space-y-1 text-sm">
            {brokenLinks.map((link, index) => (
              <li key={index} className="break-words">
                {link.from} → <span className="text-destructive">[[{link.to}]]</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Every link finds its note.</p>
        )}
      </Panel>
    </div>
  )
}
