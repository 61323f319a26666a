import { useQuery } from '@tanstack/react-query'
import { QueryState } from '@/client/components/query-state'
import { api, queryKeyOf } from '@/client/lib/api'
import { commerceEndpoints } from '@/shared/endpoints/commerce'

/** Purchases and upgrades invalidate this key when they are recorded. */
const ordersQueryKey = queryKeyOf(commerceEndpoints.purchases)

const price = (cents: number) => (cents === 0 ? 'Free' : `$${(cents / 100).toFixed(2)}`)
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

/** `/account`: what this person ordered and upgraded to, newest first; no payment is taken. */
export function OrdersList() {
  const orders = useQuery({
    queryKey: ordersQueryKey,
    queryFn: ({ signal }) => api(commerceEndpoints.purchases, {}, { signal }),
  })
  return (
    <QueryState
      query={orders}
      loading="Loading your orders…"
      errorLead="Your orders did not load"
      isEmpty={(list) => list.length === 0}
      empty={<p className="text-sm text-muted-foreground">No orders yet.</p>}
    >
      {(list) => (
        <ul className="grid gap-2" aria-label="Your orders">
          {list.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border border-border bg-muted/30 p-3 text-sm"
            >
              <span className="min-w-0 break-words font-medium">{order.title}</span>
              <span className="text-muted-foreground">
                {price(order.amountCents)}
                {order.amountCents > 0 ? ' · not charged' : ''} · {day(order.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}
