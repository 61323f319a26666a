import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { USAGE_QUERY_KEY } from '@/client/lib/use-chat-session'
import type { Usage } from '@/shared/tiers'

/** Conversations left today for visitors and free users; Premium's unlimited, saved history. */
export function UsageHint() {
  // The default query function fetches GET queryKey[0] (docs/product/errors-and-states.md).
  const usage = useQuery<Usage>({ queryKey: USAGE_QUERY_KEY, staleTime: 30_000 })
  if (!usage.data) return <p className="min-h-5 text-sm" />
  const { isPremium, remainingToday, dailyLimit } = usage.data
  if (isPremium || remainingToday === null) {
    return (
      <p className="min-h-5 text-sm text-muted-foreground">
        Premium: unlimited conversations, each one saved to your{' '}
        <Link
          to="/memory-branches"
          className="text-primary underline underline-offset-4 hover:decoration-2"
        >
          history
        </Link>
        .
      </p>
    )
  }
  return (
    <p className="min-h-5 text-sm text-muted-foreground">
      <span className={remainingToday === 0 ? 'font-medium text-amber-300' : 'text-foreground'}>
        {remainingToday} of {dailyLimit} free conversations left today
      </span>
      . Conversations are kept for this visit only;{' '}
      <Link
        to="/#marketplace"
        className="text-primary underline underline-offset-4 hover:decoration-2"
      >
        Premium
      </Link>{' '}
      saves them.
    </p>
  )
}
