import { apiMarketplace } from '@content/api-marketplace'
import { Search } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { API_TIERS, type ApiTier } from '@/shared/api-directory'

const tierStyle: Record<ApiTier, string> = {
  free: 'bg-emerald-500/20 text-emerald-300',
  basic: 'bg-sky-500/20 text-sky-300',
  premium: 'bg-amber-400/20 text-amber-300',
  enterprise: 'bg-fuchsia-500/20 text-fuchsia-300',
}

/** All 17 marketplace APIs with tier filters and search (spec part 2 §2.11, §9). */
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
        <div className="relative w-full md:max-w-xs">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label="Search the marketplace"
            placeholder="Search APIs…"
            className="pl-9"
            maxLength={100}
          />
        </div>
      </div>
      <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
        {shown.length} of {apiMarketplace.length} APIs. Popularity figures are sample values.
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((item) => (
          <li key={item.id} className="rounded-xl border border-border bg-card/60 p-4">
            <div className="flex items-start justify-between gap-2">
              <h4 className="flex items-center gap-2 font-semibold">
                <span aria-hidden>{item.icon}</span>
                {item.name}
              </h4>
              <Badge className={`capitalize ${tierStyle[item.tier]}`}>{item.tier}</Badge>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
            <div className="mt-3 flex items-center gap-3 text-xs text-muted-foreground">
              <span>{item.category}</span>
              <div
                className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted"
                role="meter"
                aria-label={`${item.name} popularity`}
                aria-valuenow={item.popularity}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${item.popularity}%` }}
                />
              </div>
              {item.popularity}%
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
