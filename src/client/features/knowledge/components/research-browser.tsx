import { Microscope, Search, Sparkles } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { EmptyState } from '@/client/components/empty-state'
import { QueryState } from '@/client/components/query-state'
import { RouteButton } from '@/client/components/route-button'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { cn } from '@/client/lib/utils'
import { useDebouncedValue } from '@/client/lib/use-debounced-value'
import { useKnowledgeDocuments } from '../api/get-documents'
import { useDomainNames } from '../api/get-domain-names'
import { firstOf } from '../knowledge-format'
import { sharedConcepts } from '../shared-concepts'
import { DocumentCard } from './document-card'
import { plural } from '@/shared/plural'

const PAGE = 20

/**
 * The research analysis browser: knowledge documents by domain, full-text search, and the
 * concepts deep processing found shared between domains.
 */
export function ResearchBrowser() {
  const id = useId()
  const [domain, setDomain] = useState('')
  const [query, setQuery] = useState('')
  const [limit, setLimit] = useState(PAGE)
  const debounced = useDebouncedValue(query, 300)
  const domains = useDomainNames()
  const documents = useKnowledgeDocuments(domain, debounced)
  const list = useMemo(() => documents.data ?? [], [documents.data])
  const concepts = useMemo(() => sharedConcepts(list).slice(0, 12), [list])
  const total = domains.reduce((sum, entry) => sum + (entry.count ?? 0), 0)

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label="Domains" className="min-w-0">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          Domains
        </h2>
        <ul className="mt-3 flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
          {[{ name: '', count: total }, ...domains].map((entry) => (
            <li key={entry.name || 'all'} className="shrink-0">
              <button
                type="button"
                aria-pressed={domain === entry.name}
                onClick={() => {
                  setDomain(entry.name)
                  setLimit(PAGE)
                }}
                className={cn(
                  'flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-sm whitespace-nowrap lg:whitespace-normal',
                  domain === entry.name
                    ? 'bg-primary/20 text-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <span className="min-w-0">{entry.name || 'All domains'}</span>
                <span className="text-xs">{entry.count ?? 0}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <div className="min-w-0 space-y-6">
        <div className="relative">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search the knowledge base
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={`${id}-search`}
            type="search"
            className="pl-9"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              setLimit(PAGE)
            }}
            placeholder="Search titles, descriptions and READMEs…"
          />
        </div>

        {concepts.length ? (
          <section className="rounded-xl border border-accent/30 bg-accent/5 p-4">
            <h2 className="flex items-center gap-2 font-display font-semibold">
              <Sparkles className="size-4 text-accent" aria-hidden />
              Concepts shared across domains
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {concepts.map((concept) => {
                const { shown, more } = firstOf(concept.domains, 3)
                return (
                  <li key={concept.concept} className="min-w-0 text-sm">
                    <span className="font-medium">{concept.concept}</span>{' '}
                    <span className="text-muted-foreground break-words">
                      — {concept.documents} documents in {shown.join(', ')}
                      {more ? ` ${more}` : ''}
                    </span>
                  </li>
                )
              })}
            </ul>
          </section>
        ) : null}

        <QueryState
          query={documents}
          loading="Reading the knowledge base…"
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              icon={Microscope}
              title="No results found"
              action={
                <RouteButton to="/research" variant="outline" size="sm">
                  Open the Knowledge Seeker
                </RouteButton>
              }
            >
              {debounced.trim() || domain
                ? 'No document matches. Try another word or domain.'
                : 'The knowledge base is empty. Gather documents with the Knowledge Seeker.'}
            </EmptyState>
          }
        >
          {() => (
            <>
              {/* Until the new answer comes, the cards are the last one's: say so, not its count. */}
              <p role="status" className="text-sm text-muted-foreground">
                {documents.isPlaceholderData ? (
                  'Searching…'
                ) : (
                  <>
                    {plural(list.length, 'document')}
                    {domain ? ` in ${domain}` : ''}
                    {debounced.trim() ? ` matching “${debounced.trim()}”` : ''}
                  </>
                )}
              </p>
              <ul className="grid gap-3 xl:grid-cols-2" aria-busy={documents.isPlaceholderData}>
                {list.slice(0, limit).map((document) => (
                  <li key={document.id} className="min-w-0">
                    <DocumentCard document={document} />
                  </li>
                ))}
              </ul>
              {list.length > limit ? (
                <Button variant="outline" onClick={() => setLimit((current) => current + PAGE)}>
                  Show {Math.min(PAGE, list.length - limit)} more of {list.length - limit}
                </Button>
              ) : null}
            </>
          )}
        </QueryState>
      </div>
    </div>
  )
}
