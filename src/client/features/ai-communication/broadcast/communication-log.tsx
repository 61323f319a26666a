import { ScrollText } from 'lucide-react'
import { useMemo, useState } from 'react'
import { QueryState } from '@/client/components/query-state'
import { Button } from '@/client/components/ui/button'
import { Markdown } from '@/client/components/markdown'
import { cn } from '@/client/lib/utils'
import { useCommunicationLog } from '../api/get-log'
import { agentName, timeAgo } from '../format'
import { LiveBadge } from '@/client/components/live-badge'
import { POLL_MS } from '../api/keys'
import { useAgentNames } from '../use-agent-names'
import type { BroadcastPriority } from '@/shared/communication-values'
import { ReplyList } from '../reply-list'
import { groupLog, priorityName } from './log-entries'

/**
 * docs/product/communication.md priority colours: critical red, high orange, medium yellow, low
 * green, other grey.
 */
const priorityStyles: Record<BroadcastPriority, string> = {
  critical: 'border-red-400/50 text-red-300',
  high: 'border-orange-400/50 text-orange-300',
  medium: 'border-yellow-400/50 text-yellow-200',
  low: 'border-emerald-400/50 text-emerald-300',
}

const PAGE = 10

/** Broadcasts, direct messages and the agents' answers, as conversations, newest first. */
export function CommunicationLog() {
  const log = useCommunicationLog()
  const names = useAgentNames()
  const entries = useMemo(() => groupLog(log.data ?? []), [log.data])
  const [shown, setShown] = useState(PAGE)

  return (
    <section aria-labelledby="communication-log-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="communication-log-title"
          className="flex items-center gap-2 font-display text-xl font-semibold"
        >
          <ScrollText className="size-5 text-primary" aria-hidden /> Communication log
        </h2>
        <LiveBadge pollMs={POLL_MS} />
      </div>
      <QueryState
        query={log}
        loading="Loading the log…"
        className="mt-4"
        isEmpty={() => entries.length === 0}
        empty="Nothing yet: broadcasts, direct messages and their answers appear here."
      >
        {() => (
          <ol aria-label="Communication log" className="mt-4 space-y-4">
            {entries.slice(0, shown).map(({ message, replies }) => {
              const priority =
                message.messageType === 'announcement' ? priorityName(message.priority) : undefined
              return (
                <li key={message.id}>
                  <article
                    aria-label={`${agentName(message.fromAgent, names)} to ${agentName(message.toAgent, names)}`}
                    className="rounded-lg border border-border bg-card/40 p-4"
                  >
                    <header className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="font-semibold">{agentName(message.fromAgent, names)}</span>
                      <span className="text-muted-foreground">
                        → {agentName(message.toAgent, names)}
                      </span>
                      <span className="text-xs capitalize text-muted-foreground">
                        {message.messageType === 'announcement' ? 'broadcast' : 'direct message'}
                      </span>
                      {priority ? (
                        <span
                          className={cn(
                            'rounded-full border px-2 py-0.5 text-xs font-medium capitalize',
                            priorityStyles[priority],
                          )}
                        >
                          {priority}
                        </span>
                      ) : null}
                      <time
                        dateTime={message.timestamp}
                        className="ml-auto text-xs text-muted-foreground"
                      >
                        {timeAgo(message.timestamp)}
                      </time>
                    </header>
                    <Markdown source={message.content} className="mt-2 break-words" />
                    {replies.length ? (
                      <ReplyList replies={replies} names={names} label="Answers" />
                    ) : message.messageType === 'announcement' ? (
                      <p className="mt-3 text-xs text-muted-foreground">Waiting for answers…</p>
                    ) : null}
                  </article>
                </li>
              )
            })}
          </ol>
        )}
      </QueryState>
      {entries.length > shown ? (
        <Button variant="outline" className="mt-4" onClick={() => setShown(shown + PAGE)}>
          Show older entries
        </Button>
      ) : null}
    </section>
  )
}
