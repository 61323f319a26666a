import { Markdown } from '@/client/components/markdown'
import { Badge } from '@/client/components/ui/badge'
import { cn } from '@/client/lib/utils'
import type { QueryRecord } from '@/shared/data-center'
import { useQueryHistory } from './api/get-queries'
import { QueryState } from '@/client/components/query-state'
import { plural } from '@/shared/plural'

const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

function HistoryItem({ record, databaseName }: { record: QueryRecord; databaseName: string }) {
  return (
    <li className="rounded-xl border border-border bg-card/60 p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge
          variant="outline"
          className={cn(
            record.status === 'completed'
              ? 'border-emerald-400/40 text-emerald-300'
              : 'border-destructive/60 text-red-300',
          )}
        >
          {record.status}
        </Badge>
        <span>{databaseName}</span>
        <span aria-hidden>·</span>
        <time dateTime={record.timestamp}>{timeFormat.format(new Date(record.timestamp))}</time>
        <span aria-hidden>·</span>
        <span>
          {plural(record.metadata.resultsCount, 'result')}, {record.metadata.processingTime} ms
        </span>
      </div>
      <p className="mt-2 break-words font-medium">{record.query}</p>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-muted-foreground">Answer</summary>
        <Markdown source={record.response} className="mt-2 break-words text-muted-foreground" />
      </details>
    </li>
  )
}

/** docs/product/knowledge.md "query history": the caller's own questions, newest first. */
export function QueryHistory({ nameOf }: { nameOf: (id: string) => string }) {
  const history = useQueryHistory()
  return (
    <section aria-labelledby="query-history-heading">
      <h3 id="query-history-heading" className="font-display text-xl font-semibold">
        Query history
      </h3>
      <QueryState
        query={history}
        loading="Loading your history…"
        className="mt-3"
        isEmpty={(data) => data.length === 0}
        empty="No queries yet. Your questions appear here, on this device or, when you are signed in, on your account."
      >
        {(data) => (
          <ol className="mt-4 space-y-3" aria-label="Your queries">
            {data.map((record) => (
              <HistoryItem key={record.id} record={record} databaseName={nameOf(record.database)} />
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  )
}
