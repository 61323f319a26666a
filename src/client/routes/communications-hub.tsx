import { useLocation } from 'react-router'
import { ScreenHeader } from '@/client/components/screen-header'
import { AutoMessagingPanel } from '@/client/features/ai-communication/hub/auto-messaging-panel'
import { CommunicationsHub } from '@/client/features/ai-communication/hub/communications-hub'
import { findRoute } from '@/shared/routes'

/** `/ai-messaging-demo`, `/auto-messaging`, `/multi-agent-zero`: the AI Communications Hub. */
export default function CommunicationsHubScreen() {
  const { pathname } = useLocation()
  const entry = findRoute(pathname)
  const autoFirst = pathname === '/auto-messaging'
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="AI Communications Hub" title={entry?.title ?? 'AI Messaging Demo'}>
        {entry?.description}
      </ScreenHeader>
      {autoFirst ? <AutoMessagingPanel /> : null}
      <CommunicationsHub
        initialRecipient={pathname === '/multi-agent-zero' ? 'agent-zero' : undefined}
      />
      {autoFirst ? null : <AutoMessagingPanel />}
    </div>
  )
}
