import { Bell, Clock, Star } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { useStoredUser } from '@/client/lib/stored-user'
import { integrations } from '@content/integrations'
import type { Integration } from '@/shared/commerce'
import { accountRequired, usePurchase } from '../api/record-purchase'
import { FeeConfirmDialog } from './fee-confirm-dialog'
import { OfferCard, OfferTabs, type OfferCardProps, type OfferTab } from './offer-card'
import { dollars } from './upgrade-card'

const tabs: OfferTab<Integration>[] = [
  { value: 'all', label: 'All Platforms', filter: () => true },
  { value: 'character', label: 'Character AI', filter: (i) => i.category === 'character' },
  { value: 'creative', label: 'Creative AI', filter: (i) => i.category === 'creative' },
  { value: 'business', label: 'Business AI', filter: (i) => i.category === 'business' },
  { value: 'soon', label: 'Coming Soon', filter: (i) => i.status === 'coming-soon' },
]

export const NOTIFY_TEXT = "We'll notify you when it's available"

function IntegrationCard({ item, pending, onChoose }: OfferCardProps<Integration>) {
  const available = item.status === 'available'
  return (
    <OfferCard
      name={item.name}
      offer={item}
      badgeVariant={available ? 'default' : 'outline'}
      iconClassName="bg-accent/15 text-accent"
      contentClassName="space-y-2"
      footer={
        available ? (
          <Button disabled={pending} onClick={onChoose}>
            {pending ? 'Processing...' : `Integrate ${item.name}`}
          </Button>
        ) : (
          <>
            <Button disabled variant="outline">
              <Bell aria-hidden />
              Coming Soon
            </Button>
            <p className="text-center text-xs text-muted-foreground">{NOTIFY_TEXT}</p>
          </>
        )
      }
    >
      <ul className="list-inside list-disc text-muted-foreground">
        {item.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-x-3 text-muted-foreground">
        <span className="flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {item.estimatedSetup}
        </span>
        {item.userRating > 0 ? (
          <span className="flex items-center gap-1">
            <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
            {item.userRating.toFixed(1)} <span className="text-xs">(sample)</span>
          </span>
        ) : null}
      </p>
      <p>
        <span className="font-medium">{dollars(item.integrationFee)} integration fee</span>
        <span className="block text-muted-foreground">
          plus platform fees: {item.platformCosts}
        </span>
      </p>
    </OfferCard>
  )
}

/** docs/product/commerce.md AI Platform Integrations: only Character AI can be integrated yet. */
export function PlatformIntegrations() {
  const user = useStoredUser()
  const { purchase, pendingId } = usePurchase()
  const [confirming, setConfirming] = useState<Integration | null>(null)

  const integrate = (item: Integration) => {
    if (!user) {
      accountRequired()
      return
    }
    setConfirming(item)
  }

  return (
    <>
      <OfferTabs
        label="Platform categories"
        tabs={tabs}
        items={integrations}
        Card={IntegrationCard}
        pendingId={pendingId}
        onChoose={integrate}
      />
      <FeeConfirmDialog
        confirmation={
          confirming && {
            title: confirming.name,
            fee: confirming.integrationFee,
            externalCosts: confirming.platformCosts,
            kind: 'integration',
          }
        }
        onAnswer={(confirmed) => {
          const item = confirming
          setConfirming(null)
          if (confirmed && item)
            void purchase({
              productType: 'integration',
              productId: item.id,
              title: item.name,
              price: item.integrationFee,
              feesAccepted: true,
            })
        }}
      />
    </>
  )
}
