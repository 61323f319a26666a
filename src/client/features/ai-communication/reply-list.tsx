import { Markdown } from '@/client/components/markdown'
import type { BoardMessage } from '@/shared/board'
import { agentName, timeAgo } from './format'

/** Answers under a message, oldest first: who answered, when, and what. */
export function ReplyList({
  replies,
  names,
  label,
}: {
  replies: BoardMessage[]
  names: ReadonlyMap<string, string>
  label: string
}) {
  return (
    <ol aria-label={label} className="mt-3 space-y-3 border-l-2 border-primary/40 pl-3">
      {replies.map((reply) => (
        <li key={reply.id} className="text-sm">
          <p className="text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">
              {agentName(reply.fromAgent, names)}
            </span>{' '}
            · <time dateTime={reply.timestamp}>{timeAgo(reply.timestamp)}</time>
          </p>
          <Markdown source={reply.content} className="break-words" />
        </li>
      ))}
    </ol>
  )
}
