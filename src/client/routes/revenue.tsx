import { useLocation } from 'react-router'
import { ScreenHeader } from '@/client/components/screen-header'
import { RevenueDashboard } from '@/client/features/commerce/components/revenue-dashboard'
import { findRoute } from '@/shared/routes'

/** `/revenue-dashboard` and `/revenue-automation-dashboard` (docs/product/commerce.md Revenue). */
export default function RevenueScreen() {
  const { pathname } = useLocation()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Revenue" title={findRoute(pathname)?.title ?? 'Revenue Dashboard'}>
        Plan upgrades and recorded purchase intents by day and by product, straight from the
        database. No payment is taken, so the value shown is what people chose, not income.
      </ScreenHeader>
      <div className="mt-8">
        <RevenueDashboard />
      </div>
    </div>
  )
}
