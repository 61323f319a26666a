import { useLocation } from 'react-router'
import { ScreenHeader } from '@/client/components/screen-header'
import { BroadcastForm } from '@/client/features/ai-communication/broadcast/broadcast-form'
import { CommunicationLog } from '@/client/features/ai-communication/broadcast/communication-log'
import { LearningLogs } from '@/client/features/learning-logs/learning-logs'
import { findRoute } from '@/shared/routes'

/** `/broadcasts` and `/logs`: broadcast form, communication log and the AI learning logs. */
export default function BroadcastsScreen() {
  const entry = findRoute(useLocation().pathname)
  return (
    <>
      <div className="mx-auto max-w-5xl space-y-10 px-4 pt-12 sm:px-6">
        <ScreenHeader eyebrow="Broadcasts & logs" title={entry?.title ?? 'Broadcasts'}>
          {entry?.description}
        </ScreenHeader>
        <BroadcastForm />
        <CommunicationLog />
      </div>
      <LearningLogs />
    </>
  )
}
