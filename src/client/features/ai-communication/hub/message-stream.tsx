import { Markdown } from '@/client/components/markdown'
import type { BoardMessage } from '@/shared/board'
import { agentName, timeAgo, truncate } from '../format'
import { PriorityIcon } from '../priority-icon'

/** docs/product/communication.md: the stream shows 10 messages, each cut at 200 characters. */
export const STREAM_SIZE = 10
export const STREAM_CHARS = 200

/** The newest messages of the AI network, short. */
export function MessageStream({
  messages,
  names,
  isPending,
  error,
}: {
  messages: BoardMessage[]
  names: ReadonlyMap<string, string>
  isPending: boolean
  error: Error | null
}) {
  if (isPending) return <p className="text-sm text-muted-foreground">Loading messages…</p>
  if (error) return <p className="text-sm text-destructive">{error.message}</p>
  if (messages.length === 0)
    return <p className="text-sm text-muted-foreground">No messages yet. Send the first one.</p>
  return (
    <ol aria-label="Message stream" className="space-y-3">
      {messages.slice(0, STREAM_SIZE).map((message) => (
        <li key={message.id} className="rounded-lg border border-border bg-background/40 p-3">
          <p className="flex flex-wrap items-center gap-x-2 text-sm">
            <span className="font-semibold">{agentName(message.fromAgent, names)}</span>
            <span className="text-muted-foreground">→ {agentName(message.toAgent, names)}</span>
            <span className="text-xs capitalize text-muted-foreground">
              · {message.messageType}
            </span>
            <time dateTime={message.timestamp} className="ml-auto text-xs text-muted-foreground">
              {timeAgo(message.timestamp)}
            </time>
            <PriorityIcon priority={message.priority} />
          </p>
          <Markdown
            source={truncate(message.content, STREAM_CHARS)}
            className="mt-1 break-words text-muted-foreground"
          />
        </li>
      ))}
    </ol>
  )
}
