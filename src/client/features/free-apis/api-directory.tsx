import { apiDirectory, feeds } from '@content/api-directory'
import { BookOpen, ExternalLink, KeyRound, Rss, Unlock } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { API_FILTERS, type ApiDirectoryEntry, type ApiFilter } from '@/shared/api-directory'

const statusStyle: Record<ApiDirectoryEntry['status'], string> = {
  active: 'bg-emerald-500/20 text-emerald-300',
  limited: 'bg-amber-400/20 text-amber-200',
  testing: 'bg-sky-500/20 text-sky-300',
}
const label = (value: string) => value[0]!.toUpperCase() + value.slice(1)

function ApiEntry({ entry }: { entry: ApiDirectoryEntry }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-border bg-card/60 p-4">
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-semibold">{entry.name}</h4>
        <Badge className={statusStyle[entry.status]}>{label(entry.status)}</Badge>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{entry.description}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
        <dt className="text-muted-foreground">Category</dt>
        <dd className="capitalize">{entry.category}</dd>
        <dt className="text-muted-foreground">Rate limit</dt>
        <dd>{entry.rateLimit}</dd>
        <dt className="text-muted-foreground">Auth</dt>
        <dd className="flex items-center gap-1">
          {entry.authRequired ? (
            <>
              <KeyRound className="size-3" aria-hidden /> API key
            </>
          ) : (
            <>
              <Unlock className="size-3" aria-hidden /> None
            </>
          )}
        </dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button asChild size="sm" variant="outline">
          <a href={entry.documentation} target="_blank" rel="noopener noreferrer">
            <BookOpen aria-hidden /> Docs<span className="sr-only"> of {entry.name}</span>
          </a>
        </Button>
        <Button asChild size="sm" variant="ghost">
          <a href={entry.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> Endpoint<span className="sr-only"> of {entry.name}</span>
          </a>
        </Button>
      </div>
    </article>
  )
}

/** docs/product/community.md: the free APIs and feeds directory with its category tabs. */
export function ApiDirectory() {
  const [filter, setFilter] = useState<ApiFilter>('all')
  const apis = apiDirectory.filter((entry) => filter === 'all' || entry.category === filter)
  const shownFeeds = feeds.filter((feed) => filter === 'all' || feed.category === filter)
  return (
    <div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="API categories">
        {API_FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'default' : 'outline'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label(value)}
          </Button>
        ))}
      </div>
      <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
        {apis.length} {apis.length === 1 ? 'API' : 'APIs'} and {shownFeeds.length}{' '}
        {shownFeeds.length === 1 ? 'feed' : 'feeds'}. Status and limits are sample values: check
        each provider’s documentation before relying on them.
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {apis.map((entry) => (
          <li key={entry.id}>
            <ApiEntry entry={entry} />
          </li>
        ))}
      </ul>
      {shownFeeds.length ? (
        <div className="mt-8">
          <h4 className="flex items-center gap-2 font-semibold">
            <Rss className="size-4 text-primary" aria-hidden /> Feeds
          </h4>
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {shownFeeds.map((feed) => (
              <li key={feed.id} className="rounded-xl border border-border bg-card/60 p-4">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium">{feed.name}</p>
                  <Badge variant="outline" className="capitalize">
                    {feed.category}
                  </Badge>
                </div>
                <p className="mt-1 text-sm text-muted-foreground">{feed.description}</p>
                <a
                  href={feed.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 block break-all text-xs text-primary underline-offset-4 hover:underline"
                >
                  {feed.url}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
