import { symbols } from '@content/symbols'
import { useState } from 'react'
import { SearchField } from '@/client/components/search-field'

/** The codex's symbols grouped by theme, searchable by glyph, word or meaning. */
export function SymbolGlossary() {
  const [query, setQuery] = useState('')
  const needle = query.trim().toLowerCase()
  const shown = symbols.filter(
    (entry) =>
      !needle ||
      entry.symbol === needle ||
      entry.word.includes(needle) ||
      entry.meaning.toLowerCase().includes(needle),
  )
  const groups = [...new Set(shown.map((entry) => entry.group))]
  return (
    <div>
      <SearchField
        value={query}
        onValueChange={setQuery}
        label="Search the glossary"
        placeholder="Search symbols…"
        maxLength={60}
        className="max-w-md"
      />
      <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
        {shown.length} of {symbols.length} symbols
      </p>
      {groups.map((group) => (
        <section key={group} className="mt-6" aria-labelledby={`group-${group}`}>
          <h3 id={`group-${group}`} className="font-semibold text-primary">
            {group}
          </h3>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown
              .filter((entry) => entry.group === group)
              .map((entry) => (
                <div
                  key={entry.symbol}
                  className="flex gap-3 rounded-xl border border-border bg-card/60 p-3"
                >
                  <dt className="grid size-12 shrink-0 place-items-center rounded-lg bg-muted font-display text-2xl">
                    <span aria-hidden>{entry.symbol}</span>
                    <span className="sr-only">{entry.word}</span>
                  </dt>
                  <dd className="min-w-0">
                    <p className="font-medium">{entry.word}</p>
                    <p className="text-sm text-muted-foreground">{entry.meaning}</p>
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
