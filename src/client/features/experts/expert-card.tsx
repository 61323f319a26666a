import { Clock, Crown, ExternalLink, Zap } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '@/client/components/avatar'
import { RouteButton } from '@/client/components/route-button'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { useStoredUser } from '@/client/lib/stored-user'
import { cn } from '@/client/lib/utils'
import { isComingSoon, type Expert } from '@/shared/experts'
import { categoryLabels, statusLabels, statusTone } from './expert-labels'
import { quickLaunch } from './portal'
import { PortalDialog } from './portal-dialog'

const MAX_SPECIALTIES = 4

function PriceLine({ expert }: { expert: Expert }) {
  if (expert.isPremium) {
    return (
      <div className="rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-sm">
        <p className="flex items-center gap-1.5 font-semibold text-amber-300">
          <Crown className="size-4" aria-hidden />
          Premium Access Required
        </p>
        <p className="mt-1 text-amber-100">
          <span className="font-display text-xl font-semibold">${expert.premiumPrice}</span>/year
        </p>
      </div>
    )
  }
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium text-foreground">{expert.freeQuestions} free questions</span>,
      then ${expert.standardPrice}/session
      {expert.premiumPrice !== null ? ` (premium $${expert.premiumPrice})` : ''}
    </p>
  )
}

function CardActions({ expert, onOpen }: { expert: Expert; onOpen: () => void }) {
  const user = useStoredUser()
  const [launching, setLaunching] = useState(false)
  if (isComingSoon(expert)) {
    return (
      <Button variant="outline" disabled className="w-full">
        <Clock aria-hidden />
        Coming Soon
      </Button>
    )
  }
  if (expert.isPremium && !user?.isPremium) {
    return (
      <RouteButton to="/#marketplace" variant="outline" className="w-full">
        <Crown aria-hidden />
        Upgrade to Access<span className="sr-only"> {expert.name}</span>
      </RouteButton>
    )
  }
  const launch = async () => {
    setLaunching(true)
    await quickLaunch(expert)
    setLaunching(false)
  }
  return (
    <div className="flex gap-2">
      <Button className="flex-1" onClick={onOpen}>
        <ExternalLink aria-hidden />
        Launch Portal<span className="sr-only"> of {expert.name}</span>
      </Button>
      <Button
        variant="outline"
        size="icon"
        disabled={launching}
        onClick={() => void launch()}
        aria-label={`Quick launch ${expert.name}`}
        title="Quick launch: copy a general context and open the portal"
      >
        <Zap aria-hidden />
      </Button>
    </div>
  )
}

/** One expert of the ring (docs/product/experts.md "Ring of AI expert directory"). */
export function ExpertCard({ expert }: { expert: Expert }) {
  const [open, setOpen] = useState(false)
  const specialties = expert.specialties.slice(0, MAX_SPECIALTIES)
  const more = expert.specialties.length - specialties.length
  return (
    <li
      className={cn(
        'flex flex-col gap-4 rounded-xl border bg-card/60 p-5',
        expert.isPremium ? 'border-amber-400/50' : 'border-border',
      )}
    >
      <div className="flex items-start gap-3">
        <Avatar subject={expert} size={48} decorative />
        <div className="min-w-0 flex-1">
          <h3 className="font-display text-lg font-semibold leading-tight">{expert.name}</h3>
          <p className="text-sm text-muted-foreground">{expert.title}</p>
        </div>
        <Badge variant="outline" className={cn('shrink-0', statusTone[expert.status])}>
          {statusLabels[expert.status]}
        </Badge>
      </div>
      <p className="text-sm">{expert.description}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label={`${expert.name}'s specialties`}>
        <li>
          <Badge variant="secondary">{categoryLabels[expert.category]}</Badge>
        </li>
        {specialties.map((specialty) => (
          <li key={specialty}>
            <Badge variant="outline" className="font-normal">
              {specialty}
            </Badge>
          </li>
        ))}
        {more > 0 ? (
          <li>
            <Badge variant="outline" className="font-normal text-muted-foreground">
              +{more}
            </Badge>
          </li>
        ) : null}
      </ul>
      <div className="mt-auto space-y-3">
        <PriceLine expert={expert} />
        <CardActions expert={expert} onOpen={() => setOpen(true)} />
      </div>
      {open ? <PortalDialog expert={expert} open={open} onOpenChange={setOpen} /> : null}
    </li>
  )
}
