import { plans } from '@content/plans'
import { Check, X } from 'lucide-react'
import { useState } from 'react'
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
import { ConfirmDialog } from '@/client/components/confirm-dialog'
import { toast } from '@/client/components/ui/use-toast'
import { useAdminSession } from '@/client/lib/admin-session'
import { useStoredUser } from '@/client/lib/stored-user'
import { cn } from '@/client/lib/utils'
import type { Plan } from '@/shared/plans'
import { type PaidPlan, useUpgradePremium } from '../api/upgrade-premium'

function planButtonLabel(plan: Plan, isPremium: boolean, selfService: boolean) {
  if (plan.id === 'free') return isPremium ? 'Included' : 'Current Plan'
  if (plan.id === 'enterprise') return 'Contact Sales'
  if (isPremium) return 'Active'
  return selfService ? `Upgrade to ${plan.name}` : `Request ${plan.name}`
}

/**
 * What confirming does, said plainly (docs/product/commerce.md): no payment is taken here, and
 * the way back to Free is on `/account`.
 */
function UpgradeConfirmDialog({
  plan,
  selfService,
  onAnswer,
}: {
  plan: Plan | null
  selfService: boolean
  onAnswer: (confirmed: boolean) => void
}) {
  return (
    <ConfirmDialog
      open={plan !== null}
      title={selfService ? `Upgrade to ${plan?.name}?` : `Ask for ${plan?.name}?`}
      description={
        selfService
          ? `${plan?.name} switches on at once: unlimited conversations and your saved history.`
          : 'On this site an administrator grants Premium: your request goes to them.'
      }
      confirmLabel={selfService ? 'Confirm upgrade' : 'Send request'}
      onAnswer={onAnswer}
    >
      <p className="text-sm text-muted-foreground">
        No payment is taken here (${plan?.price}/{plan?.period} is the listed price). You can go
        back to Free at any time from your account settings.
      </p>
    </ConfirmDialog>
  )
}

/** Free, Pro and Enterprise; a paid plan upgrades the signed-in account once confirmed. */
export function PlanChooser() {
  const user = useStoredUser()
  const isPremium = user?.isPremium ?? false
  const { premiumSelfService } = useAdminSession()
  const { canUpgrade, upgrade, isPending, pendingPlan } = useUpgradePremium()
  const [confirming, setConfirming] = useState<Plan | null>(null)

  const choose = (plan: Plan) => {
    if (plan.id === 'free') {
      toast({ title: 'Current Plan', description: 'You are already on the free plan.' })
      return
    }
    if (canUpgrade()) setConfirming(plan)
  }
  const answer = (confirmed: boolean) => {
    if (confirmed && confirming) upgrade(confirming.id as PaidPlan)
    setConfirming(null)
  }

  return (
    <div className="grid gap-6 md:grid-cols-3">
      <UpgradeConfirmDialog plan={confirming} selfService={premiumSelfService} onAnswer={answer} />
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
              aria-label={`${planButtonLabel(plan, isPremium, premiumSelfService)}: ${plan.name} plan`}
            >
              {isPending && pendingPlan === plan.id
                ? 'Upgrading...'
                : planButtonLabel(plan, isPremium, premiumSelfService)}
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  )
}
