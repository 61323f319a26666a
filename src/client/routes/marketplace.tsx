import { ScreenHeader } from '@/client/components/screen-header'
import { MarketplaceContent } from './home-marketplace'

/** `/consciousness-marketplace`: the marketplace as a screen of its own. */
export default function MarketplaceScreen() {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Marketplace" title="Consciousness Marketplace">
        Free learning experiences, open courses that stay free, and the plans of the codex.
      </ScreenHeader>
      <MarketplaceContent />
    </div>
  )
}
