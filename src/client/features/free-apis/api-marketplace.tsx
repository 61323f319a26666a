import { apiMarketplace } from '@content/api-marketplace'
import { useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { API_TIERS, type ApiTier } from '@/shared/api-directory'
import { ApiCard } from './api-card'
import { SearchField } from '@/client/components/search-field'

/** All 17 marketplace APIs with tier filters and search (docs/product/community.md). */
export function ApiMarketplace() {
  const [tier, setTier] = useState<ApiTier | 'all'>('all')
  const [query, setQuery] = useState('')
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const shown = apiMarketplace
    .filter((item) => tier === 'all' || item.tier === tier)
    .filter((item) =>
      words.every((word) =>
        `${item.name} ${item.description} ${item.category}`.toLowerCase().includes(word),
      ),
    )
  return (
    <div>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Tiers">
          {(['all', ...API_TIERS] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={tier === value ? 'default' : 'outline'}
              aria-pressed={tier === value}
              onClick={() => setTier(value)}
              className="capitalize"
            >
              {value}
            </Button>
          ))}
        </div>
        <SearchField
          value={query}
          onValueChange={setQuery}
          label="Search the marketplace"
          placeholder="Search APIs…"
          className="w-full md:max-w-xs"
        />
      </div>
      <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
        {shown.length} of {apiMarketplace.length} APIs. Popularity figures are sample values.
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((item) => (
          <ApiCard key={item.id} item={item} heading="h4" detailed />
        ))}
      </ul>
    </div>
  )
}
