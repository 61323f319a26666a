import { Badge } from '@/client/components/ui/badge'
import type { ApiMarketplaceItem, ApiTier } from '@/shared/api-directory'

const tierStyle: Record<ApiTier, string> = {
  free: 'bg-emerald-500/20 text-emerald-300',
  basic: 'bg-sky-500/20 text-sky-300',
  premium: 'bg-amber-400/20 text-amber-300',
  enterprise: 'bg-fuchsia-500/20 text-fuchsia-300',
}

/**
 * One marketplace API: name, tier, description and popularity, for the marketplace and the
 * home page's teaser. `detailed` adds its icon and category (the marketplace's cards).
 */
export function ApiCard({
  item,
  heading: Heading,
  detailed = false,
}: {
  item: ApiMarketplaceItem
  heading: 'h3' | 'h4'
  detailed?: boolean
}) {
  return (
    <li className="rounded-xl border border-border bg-card/60 p-5">
      <div className="flex items-start justify-between gap-2">
        <Heading className="flex items-center gap-2 font-semibold">
          {detailed ? <span aria-hidden>{item.icon}</span> : null}
          {item.name}
        </Heading>
        <Badge className={`capitalize ${tierStyle[item.tier]}`}>{item.tier}</Badge>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{item.description}</p>
      <div className="mt-4 flex items-center gap-3 text-xs text-muted-foreground">
        {detailed ? <span>{item.category}</span> : null}
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
  )
}
