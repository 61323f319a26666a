import { Info } from 'lucide-react'
import { useAiStatus } from '@/client/lib/ai-status'
import type { ChatMessage } from '@/client/lib/chat-session'

/** Under a conversation whose replies come from the offline engine: how to connect a model. */
export function OfflineHint({ messages }: { messages: ChatMessage[] }) {
  const status = useAiStatus()
  const offline = messages.some((message) => message.engine === 'offline')
  if (!offline || !status.data?.hint) return null
  return (
    <p className="flex items-start gap-2 text-xs text-muted-foreground">
      <Info className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>{status.data.hint}</span>
    </p>
  )
}
