import { History, Search } from 'lucide-react'
import { Link } from 'react-router'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/client/components/ui/dialog'
import { setQuickSearchOpen, useQuickSearchOpen } from '@/client/lib/quick-search-state'
import { useDebouncedValue } from '@/client/lib/use-debounced-value'
import { closestScreens } from '@/shared/closest-screens'
import type { QuickSearchResult, SearchCategory } from '@/shared/search'
import { useCategories } from './api/get-categories'
import { usePopular } from './api/get-popular'
import { useSearchResults } from './api/get-search-results'
import { CategoryFilter } from './category-filter'
import { clearRecentSearches, readRecentSearches } from './recent-searches'
import { ResultOption } from './result-option'
import { useChooseResult } from './use-choose-result'

const LISTBOX_ID = 'quick-search-options'
const optionId = (index: number) => `quick-search-option-${index}`

export function QuickSearchDialog() {
  const open = useQuickSearchOpen()
  return (
    <Dialog open={open} onOpenChange={setQuickSearchOpen}>
      <DialogContent
        className="top-[8dvh] max-w-2xl translate-y-0 grid-cols-[minmax(0,1fr)] gap-0 overflow-hidden p-0"
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <DialogTitle className="sr-only">Quick search</DialogTitle>
        <DialogDescription className="sr-only">
          Search every screen, section, API endpoint, tool and document of the codex.
        </DialogDescription>
        <QuickSearchPanel />
      </DialogContent>
    </Dialog>
  )
}

/** Mounted each time the dialog opens, so it starts empty with fresh recent searches. */
function QuickSearchPanel() {
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<SearchCategory | undefined>()
  const [recent, setRecent] = useState(readRecentSearches)
  const term = useDebouncedValue(query.trim(), 150)
  const results = useSearchResults(term, category)
  const popular = usePopular()
  const categories = useCategories()
  const choose = useChooseResult()

  // docs/product/landing-and-navigation.md: the input takes focus 100 ms after opening.
  useEffect(() => {
    const timer = window.setTimeout(() => inputRef.current?.focus(), 100)
    return () => window.clearTimeout(timer)
  }, [])

  const searching = query.trim().length > 0
  const noResults =
    searching &&
    term === query.trim() &&
    results.isSuccess &&
    !results.isPlaceholderData &&
    results.data.length === 0
  const options: QuickSearchResult[] =
    searching && !noResults ? (results.data ?? []) : (popular.data ?? [])

  // The choice starts again at the top when the list itself changes, not while a newer
  // query's answer is on its way (the previous list stays shown meanwhile).
  const listKey = options.map((option) => option.id).join('\n')
  const [activeState, setActiveState] = useState({ key: listKey, index: 0 })
  const active = activeState.key === listKey ? Math.min(activeState.index, options.length - 1) : 0
  const setActive = (index: number) => {
    setActiveState({ key: listKey, index })
    window.requestAnimationFrame(() =>
      document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' }),
    )
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((active + step + options.length) % options.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const chosen = options[active]
      if (chosen) choose(chosen, query)
    }
  }

  const popularNote = (item: QuickSearchResult) => {
    const count = popular.data?.find((p) => p.id === item.id)?.chosenCount ?? 0
    return count > 0 ? `chosen ${count}×` : 'suggested'
  }

  return (
    <div className="flex max-h-[84dvh] min-w-0 flex-col">
      {/* The field has no ring of its own; the line under it marks focus. */}
      <div className="flex items-center gap-3 border-b border-border px-4 pr-12 focus-within:shadow-[inset_0_-2px_0_var(--color-ring)]">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <input
          ref={inputRef}
          role="combobox"
          aria-label="Search the codex"
          aria-expanded={options.length > 0}
          aria-controls={LISTBOX_ID}
          aria-autocomplete="list"
          aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={100}
          placeholder="Search screens, sections, APIs, docs…"
          className="h-14 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground focus-visible:outline-none"
        />
      </div>
      <CategoryFilter
        categories={categories.data ?? []}
        value={category}
        onChange={(next) => {
          setCategory(next)
          inputRef.current?.focus()
        }}
      />
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
        {!searching && recent.length > 0 ? (
          <section aria-labelledby="qs-recent" className="px-2 pt-3">
            <div className="flex items-center justify-between">
              <h3
                id="qs-recent"
                className="text-xs font-medium uppercase tracking-wider text-muted-foreground"
              >
                Recent searches
              </h3>
              <button
                type="button"
                className="text-xs text-muted-foreground hover:text-foreground"
                onClick={() => {
                  clearRecentSearches()
                  setRecent([])
                }}
              >
                Clear
              </button>
            </div>
            <ul className="mt-2 flex flex-wrap gap-2">
              {recent.map((item) => (
                <li key={item}>
                  <button
                    type="button"
                    onClick={() => {
                      setQuery(item)
                      inputRef.current?.focus()
                    }}
                    className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
                  >
                    <History className="size-3.5 text-muted-foreground" aria-hidden />
                    {item}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {noResults ? (
          <div className="px-4 py-6 text-center" role="status">
            <p className="font-medium">No results found for &quot;{query.trim()}&quot;</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Try a different search term or browse popular items below.
            </p>
            <NearestScreens query={query} />
          </div>
        ) : null}
        {searching && results.isError ? (
          <p role="alert" className="px-4 py-6 text-center text-sm text-muted-foreground">
            Search is not answering: {results.error.message}
          </p>
        ) : null}

        <h3 className="px-2 pt-3 text-xs font-medium uppercase tracking-wider text-muted-foreground">
          {searching && !noResults ? 'Results' : 'Popular'}
        </h3>
        {searching && !noResults && results.isPending ? (
          <p className="px-4 py-4 text-sm text-muted-foreground">Searching…</p>
        ) : null}
        <ul id={LISTBOX_ID} role="listbox" aria-label="Search results" className="mt-1 space-y-0.5">
          {options.map((item, index) => (
            <ResultOption
              key={item.id}
              id={optionId(index)}
              result={item}
              active={index === active}
              note={searching && !noResults ? undefined : popularNote(item)}
              onChoose={() => choose(item, query)}
              onHover={() => index !== active && setActiveState({ key: listKey, index })}
            />
          ))}
        </ul>
      </div>
      <p className="hidden border-t border-border px-4 py-2 text-xs text-muted-foreground sm:block">
        <kbd className="font-mono">↑</kbd> <kbd className="font-mono">↓</kbd> to move ·{' '}
        <kbd className="font-mono">Enter</kbd> to open · <kbd className="font-mono">Esc</kbd> to
        close
      </p>
    </div>
  )
}

/** The screens closest to a query that found nothing, as links (decision 264). */
function NearestScreens({ query }: { query: string }) {
  const screens = closestScreens(query)
  if (screens.length === 0) return null
  return (
    <nav aria-label="Closest screens" className="mt-3 text-sm">
      <span className="text-muted-foreground">Closest screens: </span>
      <ul className="inline">
        {screens.map((entry, index) => (
          <li key={entry.path} className="inline">
            {index > 0 ? ', ' : null}
            <Link
              to={entry.path}
              onClick={() => setQuickSearchOpen(false)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
