import { apiMarketplace } from '@content/api-marketplace'
import { RouteButton } from '@/client/components/route-button'
import { SectionHeading } from '@/client/components/section-heading'
import { Badge } from '@/client/components/ui/badge'
import type { ApiTier } from '@/shared/api-directory'

// Spec part 2 §2.11: the teaser's four items, from the marketplace catalogue.
const items = apiMarketplace.filter((item) => item.teaser)

const tierStyle: Record<ApiTier, string> = {
  free: 'bg-emerald-500/20 text-emerald-300',
  basic: 'bg-sky-500/20 text-sky-300',
  premium: 'bg-amber-400/20 text-amber-300',
  enterprise: 'bg-fuchsia-500/20 text-fuchsia-300',
}

/** Spec part 2 §2.11 API Marketplace teaser; both buttons go to /api-marketplace. */
export function ApiMarketplaceTeaser() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading eyebrow="Marketplace" title="API Marketplace">
          Catalogue preview: 17 APIs across 20+ services, including currency rates for 144
          countries.
        </SectionHeading>
        <RouteButton to="/api-marketplace" variant="outline">
          Browse All
        </RouteButton>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.id} className="rounded-xl border border-border bg-card/60 p-5">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">{item.name}</h3>
              <Badge className={`capitalize ${tierStyle[item.tier]}`}>{item.tier}</Badge>
            </div>
            <p className="mt-2 text-sm text-muted-foreground">{item.description}</p>
            <div className="mt-4 flex items-center gap-3 text-xs text-muted-foreground">
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
      <RouteButton to="/api-marketplace" className="mt-6">
        Explore APIs
      </RouteButton>
    </div>
  )
}
