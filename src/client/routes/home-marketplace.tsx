import { SectionHeading } from '@/client/components/section-heading'
import { PlanChooser } from '@/client/features/auth/components/plan-chooser'
import { AlwaysFree } from '@/client/features/commerce/components/always-free'
import { FeaturedExperiences } from '@/client/features/commerce/components/featured-experiences'

/**
 * docs/product/commerce.md marketplace: featured experiences, 'Always Free' tiles, then the plans.
 */
export function MarketplaceContent() {
  return (
    <div className="grid gap-14">
      <FeaturedExperiences />
      <AlwaysFree />
      <div>
        <h3 className="font-display text-xl font-semibold">Choose your plan</h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Start free. Upgrade when you want unlimited conversations and a history that stays.
        </p>
        <div className="mt-6">
          <PlanChooser />
        </div>
      </div>
    </div>
  )
}

/** The home page's `marketplace` section (the page wraps it in the anchor). */
export function HomeMarketplace() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading eyebrow="Marketplace" title="The Codex Marketplace">
        Free learning experiences to start with, open courses that stay free, and the plans.
      </SectionHeading>
      <div className="mt-10">
        <MarketplaceContent />
      </div>
    </div>
  )
}
