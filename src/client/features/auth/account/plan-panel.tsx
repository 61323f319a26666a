import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/client/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog'
import { FREE_DAILY_CONVERSATIONS } from '@/shared/tiers'
import { useDowngradeToFree } from '../api/upgrade-premium'

/** `/account`: which plan this is, and the way back to Free (decision 208). */
export function PlanPanel({ user }: { user: { isPremium: boolean } }) {
  const downgrade = useDowngradeToFree()
  const [confirming, setConfirming] = useState(false)
  if (!user.isPremium)
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p className="min-w-0 flex-1">
          <strong>Free</strong>: {FREE_DAILY_CONVERSATIONS} conversations a day; conversations are
          not saved.
        </p>
        <Button asChild variant="outline" size="sm">
          <Link to="/consciousness-marketplace">See the plans</Link>
        </Button>
      </div>
    )
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p className="min-w-0 flex-1">
        <strong>Premium</strong>: unlimited conversations, saved and searchable history.
      </p>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        Switch to Free
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Switch to Free?</DialogTitle>
            <DialogDescription>
              From now on you have {FREE_DAILY_CONVERSATIONS} conversations a day and new
              conversations are not saved. What is saved already stays yours.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep Premium
            </Button>
            <Button
              disabled={downgrade.isPending}
              onClick={() => downgrade.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              Switch to Free
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}
