import { OfflineHint } from '@/client/components/chat/offline-hint'
import type { ChatMessage } from '@/client/lib/chat-session'
import { LimitNotice } from './limit-notice'
import { ReceivedPromptDialog } from './received-prompt'

/**
 * What a persona chat shows under its messages, one chat or a group: the "What the model
 * received" dialog for the answer asked about, the daily-limit notice and the offline hint.
 */
export function ChatNotices({
  state,
  received,
  onCloseReceived,
}: {
  state: { conversationId: string | null; messages: ChatMessage[]; limitReached: boolean }
  received: string | null
  onCloseReceived: () => void
}) {
  return (
    <>
      <ReceivedPromptDialog
        conversationId={state.conversationId}
        messages={state.messages}
        messageId={received}
        onClose={onCloseReceived}
      />
      {state.limitReached ? <LimitNotice /> : null}
      <OfflineHint messages={state.messages} />
    </>
  )
}
