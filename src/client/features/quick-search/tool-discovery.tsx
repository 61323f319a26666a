import { Search } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { useDebouncedValue } from '@/client/lib/use-debounced-value'
import type { QuickSearchResult, SearchCategory } from '@/shared/search'
import { opensOnServer } from '@/shared/search-values'
import { useBrowseIndex } from './api/browse-index'
import { CategoryFilter } from './category-filter'
import { categoryLabels, ResultIcon } from './result-icon'

function ResultCard({ result }: { result: QuickSearchResult }) {
  const title = <span className="font-medium group-hover:text-primary">{result.title}</span>
  const body = (
    <>
      <span className="flex items-start justify-between gap-3">
        <span className="flex min-w-0 items-center gap-2">
          <ResultIcon icon={result.icon} category={result.category} />
          {title}
        </span>
        <Badge variant="outline" className="shrink-0 font-normal text-muted-foreground">
          {categoryLabels[result.category]}
        </Badge>
      </span>
      <span className="mt-2 block text-sm text-muted-foreground">{result.description}</span>
      <span className="mt-3 block text-xs text-muted-foreground">{result.section}</span>
    </>
  )
  const className =
    'group block h-full rounded-xl border border-border bg-card/60 p-4 transition-colors hover:border-primary/60'
  // API endpoints open the API reference, a page the server renders.
  return opensOnServer(result.path) ? (
    <a href={result.path} className={className}>
      {body}
    </a>
  ) : (
    <Link to={result.path} className={className}>
      {body}
    </Link>
  )
}

const asCategory = (value: string | null): SearchCategory | undefined =>
  value && Object.hasOwn(categoryLabels, value) ? (value as SearchCategory) : undefined

/** The quick-search index as a page: search, category facets with counts, every item. */
export function ToolDiscovery() {
  const [params, setParams] = useSearchParams()
  const query = params.get('q') ?? ''
  const category = asCategory(params.get('category'))
  const term = useDebouncedValue(query.trim(), 200)
  const browse = useBrowseIndex(term, category)

  const update = (next: { q?: string; category?: SearchCategory }) => {
    const merged = new URLSearchParams()
    const q = 'q' in next ? next.q : query
    const c = 'category' in next ? next.category : category
    if (q) merged.set('q', q)
    if (c) merged.set('category', c)
    setParams(merged, { replace: true })
  }

  const pages = browse.data?.pages ?? []
  const first = pages[0]
  const items = pages.flatMap((page) => page.items)
  const facets = first?.facets ?? []
  const counts = Object.fromEntries([
    ['all', facets.reduce((sum, facet) => sum + facet.count, 0)],
    ...facets.map((facet) => [facet.category, facet.count]),
  ])

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">Tool Discovery</p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
        Everything in the codex
      </h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Every screen, section, API endpoint, tool and document that quick search knows, by category.
      </p>
      <div className="relative mt-8 max-w-xl">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Filter the index"
          placeholder="Filter by name or words…"
          value={query}
          maxLength={100}
          onChange={(event) => update({ q: event.target.value })}
          className="pl-9"
        />
      </div>
      <CategoryFilter
        className="mt-4 flex-wrap overflow-visible px-0"
        categories={facets.map((facet) => facet.category)}
        value={category}
        onChange={(next) => update({ category: next })}
        counts={counts}
      />
      <p className="mt-4 text-sm text-muted-foreground" aria-live="polite">
        {browse.isPending
          ? 'Loading the index…'
          : browse.isError
            ? `The index is not answering: ${browse.error.message}`
            : // The items shown are still the last filter's: do not count them as this one's.
              browse.isPlaceholderData
              ? 'Searching…'
              : `${first?.total ?? 0} ${first?.total === 1 ? 'item' : 'items'}${category ? ` in ${categoryLabels[category]}` : ''}${term ? ` matching “${term}”` : ''}`}
      </p>
      <ul
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy={browse.isPlaceholderData}
      >
        {items.map((item) => (
          <li key={item.id}>
            <ResultCard result={item} />
          </li>
        ))}
      </ul>
      {browse.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-8"
          onClick={() => void browse.fetchNextPage()}
          disabled={browse.isFetchingNextPage}
        >
          {browse.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
    </div>
  )
}
