import { useState } from 'react'
import { useStoredUser } from '@/client/lib/stored-user'
import { upgrades } from '@content/upgrades'
import type { Upgrade } from '@/shared/commerce'
import { accountRequired, usePurchase } from '../api/record-purchase'
import { FeeConfirmDialog } from './fee-confirm-dialog'
import { OfferTabs, type OfferTab } from './offer-card'
import { SetupGuide } from './setup-guide'
import { UpgradeCard } from './upgrade-card'

const tabs: OfferTab<Upgrade>[] = [
  { value: 'all', label: 'All Upgrades', filter: () => true },
  { value: 'free', label: 'Free Codex', filter: (u) => u.category === 'free' },
  { value: 'backend', label: 'Custom AI', filter: (u) => u.category === 'backend' },
]

/**
 * docs/product/commerce.md AI Codex Upgrades: backend upgrades are confirmed with their fees first.
 */
export function CodexUpgrades() {
  const user = useStoredUser()
  const { purchase, pendingId } = usePurchase()
  const [confirming, setConfirming] = useState<Upgrade | null>(null)

  const buy = (upgrade: Upgrade, feesAccepted?: boolean) =>
    void purchase({
      productType: 'upgrade',
      productId: upgrade.id,
      title: upgrade.title,
      price: upgrade.backendFee,
      ...(feesAccepted ? { feesAccepted } : {}),
    })

  const choose = (upgrade: Upgrade) => {
    if (upgrade.category === 'free') return buy(upgrade)
    if (!user) {
      accountRequired()
      return
    }
    setConfirming(upgrade)
  }

  return (
    <>
      <OfferTabs
        label="Upgrade categories"
        tabs={tabs}
        items={upgrades}
        Card={UpgradeCard}
        pendingId={pendingId}
        onChoose={choose}
        extra={{ value: 'guide', label: 'Setup Guide', content: <SetupGuide /> }}
      />
      <FeeConfirmDialog
        confirmation={
          confirming && {
            title: confirming.title,
            fee: confirming.backendFee,
            externalCosts: confirming.chatGptCost,
            kind: 'backend setup',
          }
        }
        onAnswer={(confirmed) => {
          const upgrade = confirming
          setConfirming(null)
          if (confirmed && upgrade) buy(upgrade, true)
        }}
      />
    </>
  )
}
