import { Check, Clock } from 'lucide-react'
import { Button } from '@/client/components/ui/button'
import type { Upgrade } from '@/shared/commerce'
import { OfferCard, type OfferCardProps } from './offer-card'

export const dollars = (amount: number) => `$${amount.toFixed(2)}`

export function UpgradeCard({ item: upgrade, pending, onChoose }: OfferCardProps<Upgrade>) {
  const backend = upgrade.category === 'backend'
  return (
    <OfferCard
      name={upgrade.title}
      offer={upgrade}
      badgeVariant={backend ? 'default' : 'secondary'}
      iconClassName="bg-primary/15 text-primary"
      contentClassName="space-y-3"
      footer={
        <Button variant={backend ? 'default' : 'outline'} disabled={pending} onClick={onChoose}>
          {pending ? 'Processing...' : backend ? 'Request Custom Setup' : 'Get Free Upgrade'}
        </Button>
      }
    >
      <ul className="grid gap-1.5">
        {upgrade.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
        <span className="capitalize">{upgrade.complexity}</span>
        <span className="flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {upgrade.estimatedTime}
        </span>
      </p>
      <p className="font-medium">
        {backend ? `${dollars(upgrade.backendFee)} setup + ChatGPT costs` : 'Free'}
      </p>
    </OfferCard>
  )
}
