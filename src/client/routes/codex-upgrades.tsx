import { useLocation } from 'react-router'
import { ScreenHeader } from '@/client/components/screen-header'
import { CodexUpgrades } from '@/client/features/commerce/components/codex-upgrades'
import { findRoute } from '@/shared/routes'

/** `/system-upgrades` and `/ai-forge-dashboard`: AI Codex Upgrades (docs/product/commerce.md). */
export default function CodexUpgradesScreen() {
  const { pathname } = useLocation()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <ScreenHeader
        eyebrow="AI Codex Upgrades"
        title={findRoute(pathname)?.title ?? 'System Upgrades'}
      >
        Free upgrades for everyone, and custom AI set up for you for a one-time $2.00 fee plus your
        own ChatGPT costs.
      </ScreenHeader>
      <div className="mt-8">
        <CodexUpgrades />
      </div>
    </div>
  )
}
