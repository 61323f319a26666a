import { useState } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { useStoredUser } from '@/client/lib/stored-user'
import { upgrades } from '@content/upgrades'
import type { Upgrade } from '@/shared/commerce'
import { accountRequired, usePurchase } from '../api/record-purchase'
import { FeeConfirmDialog } from './fee-confirm-dialog'
import { SetupGuide } from './setup-guide'
import { UpgradeCard } from './upgrade-card'

const tabs = [
  { value: 'all', label: 'All Upgrades', filter: () => true },
  { value: 'free', label: 'Free Codex', filter: (u: Upgrade) => u.category === 'free' },
  { value: 'backend', label: 'Custom AI', filter: (u: Upgrade) => u.category === 'backend' },
]

/** Spec part 1 §2, §5 AI Codex Upgrades: backend upgrades are confirmed with their fees first. */
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
      <Tabs defaultValue="all">
        <TabsList aria-label="Upgrade categories">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
          <TabsTrigger value="guide">Setup Guide</TabsTrigger>
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {upgrades.filter(tab.filter).map((upgrade) => (
                <UpgradeCard
                  key={upgrade.id}
                  upgrade={upgrade}
                  pending={pendingId === upgrade.id}
                  onChoose={() => choose(upgrade)}
                />
              ))}
            </div>
          </TabsContent>
        ))}
        <TabsContent value="guide">
          <SetupGuide />
        </TabsContent>
      </Tabs>
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
