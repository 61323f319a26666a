import { LayoutGrid } from 'lucide-react'
import { ApiDirectory } from '@/client/features/free-apis/api-directory'
import { SampleCards } from '@/client/features/free-apis/sample-cards'

/** `/widgets`: quote, fact and cat-fact cards and the free API directory. */
export default function WidgetsRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <LayoutGrid className="size-4" aria-hidden /> Widgets
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">Widgets</h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        Small cards of the kind free APIs power, from local sample data, and the directory of the
        APIs and feeds behind them.
      </p>
      <div className="mt-8">
        <SampleCards />
      </div>
      <h2 className="mt-12 font-display text-2xl font-semibold">Free APIs & Feeds</h2>
      <div className="mt-4">
        <ApiDirectory />
      </div>
    </div>
  )
}
