import { useState } from 'react'
import { QueryState } from '@/client/components/query-state'
import { SectionHeading } from '@/client/components/section-heading'
import { Button } from '@/client/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { EXPERT_CATEGORIES, filterExperts, type ExpertCategoryFilter } from '@/shared/experts'
import { useExperts } from './api/get-experts'
import { ExpertCard } from './expert-card'
import { categoryLabels } from './expert-labels'
import { SearchField } from '@/client/components/search-field'

const tabs: { value: ExpertCategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...EXPERT_CATEGORIES.map((category) => ({ value: category, label: categoryLabels[category] })),
]

/**
 * The Ring of Twelve (docs/product/experts.md): search by name or specialty combined with category
 * tabs, a card per expert with its portal launcher, 'No experts found' when nothing matches.
 */
export function ExpertDirectory({ initialSearch = '' }: { initialSearch?: string }) {
  const experts = useExperts()
  const [search, setSearch] = useState(initialSearch)
  const [category, setCategory] = useState<ExpertCategoryFilter>('all')
  const all = experts.data ?? []
  const shown = filterExperts(all, { search, category })

  return (
    <div>
      <SectionHeading eyebrow="Ring of Twelve" title="The expert entities">
        Twelve specialist entities, each with its own portal. Generate a context that carries your
        question and what you are learning, then continue in the expert&apos;s chat portal.
      </SectionHeading>
      <SearchField
        value={search}
        onValueChange={setSearch}
        label="Search experts"
        placeholder="Search by name or specialty…"
        className="mt-8 max-w-md"
      />
      <Tabs
        value={category}
        onValueChange={(value) => setCategory(value as ExpertCategoryFilter)}
        className="mt-6"
      >
        <TabsList aria-label="Expert category">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <QueryState
              query={experts}
              loading="Gathering the ring…"
              errorLead="The experts could not be loaded"
              className="py-10 text-center"
              isEmpty={() => shown.length === 0}
              empty={
                <div className="rounded-xl border border-dashed border-border py-12 text-center">
                  <p className="font-display text-lg font-semibold">No experts found</p>
                  <p className="mt-1 text-sm text-muted-foreground">
                    Try another name or specialty, or another category.
                  </p>
                  <Button
                    variant="outline"
                    className="mt-4"
                    onClick={() => {
                      setSearch('')
                      setCategory('all')
                    }}
                  >
                    Clear filters
                  </Button>
                </div>
              }
            >
              {() => (
                <>
                  <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
                    Showing {shown.length} of {all.length} experts
                  </p>
                  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {shown.map((expert) => (
                      <ExpertCard key={expert.id} expert={expert} />
                    ))}
                  </ul>
                </>
              )}
            </QueryState>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}

/** The home page's `ring-of-twelve` section. */
export function RingOfTwelveSection() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <ExpertDirectory />
    </div>
  )
}
