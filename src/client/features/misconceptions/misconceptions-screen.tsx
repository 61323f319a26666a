import { misconceptions } from '@content/misconceptions'
import { Lightbulb } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { SearchField } from '@/client/components/search-field'
import {
  MISCONCEPTION_CATEGORIES,
  searchMisconceptions,
  type MisconceptionCategory,
} from '@/shared/misconceptions'

const categoryLabel: Record<MisconceptionCategory, string> = {
  capabilities: 'Capabilities',
  consciousness: 'Consciousness',
  'data-and-privacy': 'Data & privacy',
  'work-and-society': 'Work & society',
  'how-it-works': 'How it works',
}

/** `/misconceptions`: common misconceptions about AI, with search and categories. */
export function MisconceptionsScreen() {
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<MisconceptionCategory | undefined>()
  const shown = searchMisconceptions(misconceptions, query, category)
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <Lightbulb className="size-4" aria-hidden /> Misconceptions
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">What AI is not</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Common beliefs about artificial intelligence, and what is closer to the truth.
      </p>
      <SearchField
        value={query}
        onValueChange={setQuery}
        label="Search misconceptions"
        placeholder="Search misconceptions…"
        className="mt-8 max-w-md"
      />
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Categories">
        <Button
          size="sm"
          variant={category ? 'outline' : 'default'}
          aria-pressed={!category}
          onClick={() => setCategory(undefined)}
        >
          All
        </Button>
        {MISCONCEPTION_CATEGORIES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={category === value ? 'default' : 'outline'}
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
          >
            {categoryLabel[value]}
          </Button>
        ))}
      </div>
      <p className="mt-4 text-sm text-muted-foreground" aria-live="polite">
        {shown.length} of {misconceptions.length} misconceptions
      </p>
      <ul className="mt-4 space-y-4">
        {shown.map((item) => (
          <li key={item.id} className="rounded-xl border border-border bg-card/60 p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="font-display text-lg font-semibold">
                <span className="text-rose-300">Myth:</span> {item.myth}
              </h2>
              <Badge variant="outline">{categoryLabel[item.category]}</Badge>
            </div>
            <p className="mt-2 font-medium">
              <span className="text-emerald-300">Closer to the truth:</span> {item.reality}
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{item.explanation}</p>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? (
        <p className="mt-6 text-muted-foreground">No misconception matches “{query}”.</p>
      ) : null}
    </div>
  )
}
