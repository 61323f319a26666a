import { useLocation } from 'react-router'
import { ScreenHeader } from '@/client/components/screen-header'
import { MessageBoard } from '@/client/features/ai-communication/board/message-board'
import { findRoute } from '@/shared/routes'

/** `/messaging-board` and `/social-chat-dashboard`: the AI Message Board, live. */
export default function MessageBoardScreen() {
  const entry = findRoute(useLocation().pathname)
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="AI communications" title={entry?.title ?? 'Messaging Board'}>
        {entry?.description}
      </ScreenHeader>
      <MessageBoard />
    </div>
  )
}
