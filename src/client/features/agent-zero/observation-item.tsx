import { formatTimeAgo } from '@/client/lib/format-time'
import { cn } from '@/client/lib/utils'
import type { Observation } from '@/shared/observer'
import { issuesOf, statusStyles, typeLabel } from './labels'

/** One observation: what was seen, when, by whom, its status and any issues found. */
export function ObservationItem({ observation }: { observation: Observation }) {
  const issues = issuesOf(observation)
  return (
    <article
      aria-label={`${typeLabel(observation.type)} observation ${observation.id}`}
      className="rounded-lg border border-border bg-background/40 p-3"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <span className="font-semibold text-foreground">{typeLabel(observation.type)}</span>
        <span className={cn('rounded-full border px-2 py-0.5', statusStyles[observation.status])}>
          {observation.status}
        </span>
        <time
          dateTime={observation.timestamp}
          title={new Date(observation.timestamp).toLocaleString()}
          className="text-muted-foreground"
        >
          {formatTimeAgo(observation.timestamp)}
        </time>
        <span className="text-muted-foreground">#{observation.id}</span>
      </header>
      <p className="mt-2 break-words text-sm">{observation.observation}</p>
      {issues.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-rose-300">
          {issues.map((issue) => (
            <li key={issue} className="break-words">
              {issue}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
