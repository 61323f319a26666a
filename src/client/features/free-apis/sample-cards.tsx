import { catFacts, facts, quotes } from '@content/widgets'
import { useQuery } from '@tanstack/react-query'
import { Cat, Lightbulb, Quote, RefreshCw } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '@/client/components/ui/button'
import { DAILY_QUOTE_CACHE_MS, quoteOfTheDay, type Fact } from '@/shared/widgets'

function WidgetCard({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
  action?: ReactNode
}) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-border bg-card/60 p-5">
      <h3 className="flex items-center gap-2 text-sm font-medium uppercase tracking-wider text-primary">
        {icon}
        {title}
      </h3>
      <div className="mt-3 flex-1">{children}</div>
      <div className="mt-4 flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>Local sample data</span>
        {action}
      </div>
    </article>
  )
}

/** The quote of the day, kept for five minutes (docs/product/community.md). */
function DailyQuoteCard() {
  const quote = useQuery({
    queryKey: ['widgets', 'daily-quote'],
    queryFn: () => quoteOfTheDay(quotes, new Date()),
    staleTime: DAILY_QUOTE_CACHE_MS,
    gcTime: DAILY_QUOTE_CACHE_MS,
  })
  return (
    <WidgetCard icon={<Quote className="size-4" aria-hidden />} title="Quote of the day">
      {quote.data ? (
        <blockquote>
          <p className="font-display text-lg leading-snug">“{quote.data.text}”</p>
          <footer className="mt-2 text-sm text-muted-foreground">— {quote.data.author}</footer>
        </blockquote>
      ) : null}
    </WidgetCard>
  )
}

function RotatingFactCard({
  title,
  icon,
  items,
}: {
  title: string
  icon: ReactNode
  items: Fact[]
}) {
  const [index, setIndex] = useState(0)
  const fact = items[index % items.length]
  return (
    <WidgetCard
      icon={icon}
      title={title}
      action={
        <Button variant="ghost" size="sm" onClick={() => setIndex((i) => (i + 1) % items.length)}>
          <RefreshCw aria-hidden /> Another<span className="sr-only"> {title.toLowerCase()}</span>
        </Button>
      }
    >
      <p aria-live="polite">{fact?.text}</p>
      <p className="mt-2 text-xs text-muted-foreground">{fact?.topic}</p>
    </WidgetCard>
  )
}

/** docs/product/community.md: quote, fact and cat-fact cards from local sample data. */
export function SampleCards() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      <li>
        <DailyQuoteCard />
      </li>
      <li>
        <RotatingFactCard
          title="Fact"
          icon={<Lightbulb className="size-4" aria-hidden />}
          items={facts}
        />
      </li>
      <li>
        <RotatingFactCard
          title="Cat fact"
          icon={<Cat className="size-4" aria-hidden />}
          items={catFacts}
        />
      </li>
    </ul>
  )
}
