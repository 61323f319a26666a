import { apiMarketplace } from '@content/api-marketplace'
import { RouteButton } from '@/client/components/route-button'
import { SectionHeading } from '@/client/components/section-heading'
import { ApiCard } from './api-card'

// docs/product/community.md: the teaser's four items, from the marketplace catalogue.
const items = apiMarketplace.filter((item) => item.teaser)

/** docs/product/community.md API Marketplace teaser; both buttons go to /api-marketplace. */
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
          <ApiCard key={item.id} item={item} heading="h3" />
        ))}
      </ul>
      <RouteButton to="/api-marketplace" className="mt-6">
        Explore APIs
      </RouteButton>
    </div>
  )
}
