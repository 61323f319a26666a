import { Crown } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/client/components/ui/button'

/** Shown after a 429: today's free conversations are used up; Premium has no limit. */
export function LimitNotice() {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-sm">
      <Crown className="size-4 shrink-0 text-amber-300" aria-hidden />
      <p className="min-w-0 flex-1">Today's free conversations are used up.</p>
      <Button asChild size="sm" variant="outline">
        <Link to="/#marketplace">Upgrade to Premium</Link>
      </Button>
    </div>
  )
}
