import { ScreenHeader } from '@/client/components/screen-header'
import { PlatformIntegrations } from '@/client/features/commerce/components/platform-integrations'

/** `/business-ai`: AI Platform Integrations (docs/product/commerce.md). */
export default function IntegrationsScreen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="AI Platform Integrations" title="Business AI">
        Take the codex to other AI platforms: a $2.00 integration fee plus each platform&apos;s own
        fees.
      </ScreenHeader>
      <div className="mt-8">
        <PlatformIntegrations />
      </div>
    </div>
  )
}
