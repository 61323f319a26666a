import { plans } from '@content/plans'
import { Check, X } from 'lucide-react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card'
import { toast } from '@/client/components/ui/use-toast'
import { useStoredUser } from '@/client/lib/stored-user'
import { cn } from '@/client/lib/utils'
import type { Plan } from '@/shared/plans'
import { useUpgradePremium } from '../api/upgrade-premium'

function planButtonLabel(plan: Plan, isPremium: boolean) {
  if (plan.id === 'free') return isPremium ? 'Included' : 'Current Plan'
  if (plan.id === 'enterprise') return 'Contact Sales'
  return isPremium ? 'Active' : `Upgrade to ${plan.name}`
}

/** Free, Pro and Enterprise; paid plans upgrade the signed-in account. */
export function PlanChooser() {
  const user = useStoredUser()
  const isPremium = user?.isPremium ?? false
  const { upgrade, isPending, pendingPlan } = useUpgradePremium()

  const choose = (plan: Plan) => {
    if (plan.id === 'free') {
      toast({ title: 'Current Plan', description: 'You are already on the free plan.' })
      return
    }
    upgrade(plan.id)
  }

  return (
    <div className="grid gap-6 md:grid-cols-3">
      {plans.map((plan) => (
        <Card
          key={plan.id}
          className={cn(
            'flex flex-col',
            plan.recommended && 'border-primary shadow-lg shadow-primary/10',
          )}
        >
          <CardHeader>
            <div className="flex items-center justify-between gap-2">
              <CardTitle>{plan.name}</CardTitle>
              {plan.recommended ? <Badge>Recommended</Badge> : null}
            </div>
            <p className="font-display text-3xl font-semibold">
              ${plan.price}
              <span className="text-base font-normal text-muted-foreground">/{plan.period}</span>
            </p>
            <CardDescription>{plan.description}</CardDescription>
          </CardHeader>
          <CardContent className="flex-1">
            <ul className="grid gap-2 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden />
                  {feature}
                </li>
              ))}
              {plan.excludedFeatures.map((feature) => (
                <li key={feature} className="flex gap-2 text-muted-foreground line-through">
                  <X className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>
                    <span className="sr-only">Not included: </span>
                    {feature}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
          <CardFooter>
            <Button
              className="w-full"
              variant={plan.recommended ? 'default' : 'outline'}
              disabled={(isPremium && plan.id !== 'enterprise') || isPending}
              onClick={() => choose(plan)}
              aria-label={`${planButtonLabel(plan, isPremium)}: ${plan.name} plan`}
            >
              {isPending && pendingPlan === plan.id
                ? 'Upgrading...'
                : planButtonLabel(plan, isPremium)}
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  )
}
