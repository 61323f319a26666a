import { Link } from 'react-router'
import { Markdown } from '@/client/components/markdown'
import type { QueryResult } from '@/shared/data-center'
import { InlineMarkdown } from '@/client/components/markdown'

/** The latest answer with the records it was grounded in. */
export function QueryAnswer({
  result,
  databaseName,
}: {
  result: QueryResult
  databaseName: string
}) {
  return (
    <section
      aria-label="Latest answer"
      className="rounded-xl border border-primary/40 bg-primary/5 p-5"
    >
      <p className="text-xs uppercase tracking-wider text-primary">
        {databaseName} · {result.metadata.resultsCount} matching{' '}
        {result.metadata.resultsCount === 1 ? 'record' : 'records'} ·{' '}
        {result.metadata.processingTime} ms
      </p>
      <h3 className="mt-2 break-words font-display text-lg font-semibold">{result.query}</h3>
      <Markdown source={result.response} className="mt-3" />
      {result.results.length > 0 ? (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm text-muted-foreground">
            The records behind this answer
          </summary>
          <ol className="mt-3 space-y-3">
            {result.results.map((hit, index) => (
              <li key={index} className="rounded-lg border border-border bg-card/60 p-3 text-sm">
                <p className="font-medium">
                  {hit.path ? (
                    <Link to={hit.path} className="text-primary hover:underline">
                      {hit.title}
                    </Link>
                  ) : (
                    hit.title
                  )}
                </p>
                <p className="mt-1 break-words text-muted-foreground">
                  <InlineMarkdown source={hit.snippet} links={false} />
                </p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  )
}
