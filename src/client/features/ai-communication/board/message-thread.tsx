import { Markdown } from '@/client/components/markdown'
import { useThread } from '../api/get-thread'
import { agentName, timeAgo } from '../format'

/** The replies under one message, oldest first. */
export function MessageThread({
  parentId,
  names,
}: {
  parentId: number
  names: ReadonlyMap<string, string>
}) {
  const { replies, isPending, error } = useThread(parentId)
  if (isPending) return <p className="mt-3 text-sm text-muted-foreground">Loading replies…</p>
  if (error) return <p className="mt-3 text-sm text-destructive">{error.message}</p>
  return (
    <ol aria-label="Replies" className="mt-3 space-y-2 border-l-2 border-primary/40 pl-3">
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
