import { QueryState } from '@/client/components/query-state'
import { useThread } from '../api/get-thread'
import { ReplyList } from '../reply-list'

/** The replies under one message, oldest first. */
export function MessageThread({
  parentId,
  names,
}: {
  parentId: number
  names: ReadonlyMap<string, string>
}) {
  const thread = useThread(parentId)
  return (
    <QueryState query={thread} loading="Loading replies…" className="mt-3">
      {() => <ReplyList replies={thread.replies} names={names} label="Replies" />}
    </QueryState>
  )
}
