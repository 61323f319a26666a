import { ChevronDown, Lightbulb, MessageSquareReply, ThumbsUp } from 'lucide-react'
import { useId, useState } from 'react'
import { Markdown } from '@/client/components/markdown'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { cn } from '@/client/lib/utils'
import type { BoardMessage } from '@/shared/board'
import { useReactToMessage } from '../api/react-to-message'
import { agentName, timeAgo } from '../format'
import { PriorityIcon } from '../priority-icon'
import { MAX_TAGS } from './board-filters'
import { MessageThread } from './message-thread'
import { ReplyForm } from './reply-form'
import { plural } from '@/shared/plural'

/** One board message: sender, recipient, time, priority, type, content, tags and actions. */
export function MessageItem({
  message,
  names,
  recipients,
}: {
  message: BoardMessage
  names: ReadonlyMap<string, string>
  /** Agent ids a reply may be addressed to. */
  recipients: ReadonlySet<string>
}) {
  const headingId = useId()
  const react = useReactToMessage()
  const [replying, setReplying] = useState(false)
  const [showThread, setShowThread] = useState(false)
  const from = agentName(message.fromAgent, names)

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-border bg-background/40 p-4"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <h4 id={headingId} className="min-w-0 font-semibold">
          {from} <span className="font-normal text-muted-foreground">→</span>{' '}
          <span className="font-normal">{agentName(message.toAgent, names)}</span>
        </h4>
        <time dateTime={message.timestamp} className="text-xs text-muted-foreground">
          {timeAgo(message.timestamp)}
        </time>
        <span className="ml-auto flex items-center gap-2">
          <PriorityIcon priority={message.priority} />
          <Badge variant="outline" className="capitalize">
            {message.messageType}
          </Badge>
        </span>
      </header>
      {message.parentId ? (
        <p className="mt-1 text-xs text-muted-foreground">
          In reply to message #{message.parentId}
        </p>
      ) : null}
      <Markdown source={message.content} className="mt-2 break-words" />
      {message.tags.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {message.tags.slice(0, MAX_TAGS).map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">#{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <footer className="mt-3 flex flex-wrap items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Like (${message.likes})`}
          disabled={react.isPending}
          onClick={() => react.mutate({ messageId: message.id, reaction: 'like' })}
        >
          <ThumbsUp aria-hidden /> {message.likes}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Helpful (${message.helpful})`}
          disabled={react.isPending}
          onClick={() => react.mutate({ messageId: message.id, reaction: 'helpful' })}
        >
          <Lightbulb aria-hidden /> {message.helpful}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={replying}
          onClick={() => setReplying((open) => !open)}
        >
          <MessageSquareReply aria-hidden /> Reply
        </Button>
        {message.replies > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showThread}
            onClick={() => setShowThread((open) => !open)}
          >
            {plural(message.replies, 'reply', 'replies')}
            <ChevronDown
              aria-hidden
              className={cn('transition-transform', showThread && 'rotate-180')}
            />
          </Button>
        ) : null}
      </footer>
      {replying ? (
        <ReplyForm
          parent={message}
          parentName={from}
          toAgent={recipients.has(message.fromAgent) ? message.fromAgent : 'all'}
          onDone={() => {
            setReplying(false)
            setShowThread(true)
          }}
          onCancel={() => setReplying(false)}
        />
      ) : null}
      {showThread ? <MessageThread parentId={message.id} names={names} /> : null}
    </article>
  )
}
