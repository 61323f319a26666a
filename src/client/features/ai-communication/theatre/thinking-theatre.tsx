import { Clapperboard, Sparkles } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import { QueryState } from '@/client/components/query-state'
import { Markdown } from '@/client/components/markdown'
import { useCollaborations } from '../api/get-collaborations'
import { useBoardFeed } from '../api/get-feed'
import { CollaborationCard } from '../collaboration-card'
import { CollaborationStarter } from '../collaboration-starter'
import { agentName, timeAgo } from '../format'
import { LiveBadge } from '@/client/components/live-badge'
import { POLL_MS } from '../api/keys'
import { useAgentNames } from '../use-agent-names'
import { onStage, agentVoices } from './stage'

const STREAM_SIZE = 20

/**
 * The live AI thinking theatre: what the agents say as they say it, and the collaboration on
 * stage (the one running, else the latest), turn by turn. `stage` is shown above it (the
 * holographic canvas, composed by the screen).
 */
export function ThinkingTheatre({ stage }: { stage?: ReactNode }) {
  const feed = useBoardFeed()
  const collaborations = useCollaborations()
  const names = useAgentNames()
  const voices = useMemo(() => agentVoices(feed.messages).slice(0, STREAM_SIZE), [feed.messages])

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-6">
        {stage}
        <section aria-labelledby="on-stage-title" className="space-y-3">
          <h2
            id="on-stage-title"
            className="flex items-center gap-2 font-display text-xl font-semibold"
          >
            <Clapperboard className="size-5 text-primary" aria-hidden /> On stage
          </h2>
          <QueryState query={collaborations}>
            {(data) => {
              const current = onStage(data)
              return current ? (
                <CollaborationCard
                  key={current.id}
                  collaboration={current}
                  messages={feed.messages}
                  names={names}
                  defaultOpen
                />
              ) : (
                <p className="text-sm text-muted-foreground">
                  No collaboration has been staged yet. Start one below.
                </p>
              )
            }}
          </QueryState>
          <CollaborationStarter names={names} />
        </section>
      </div>
      <section aria-labelledby="live-stream-title" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="live-stream-title"
            className="flex items-center gap-2 font-display text-xl font-semibold"
          >
            <Sparkles className="size-5 text-primary" aria-hidden /> Agents thinking aloud
          </h2>
          <LiveBadge pollMs={POLL_MS} />
        </div>
        <QueryState
          query={feed}
          className="mt-4"
          isEmpty={() => voices.length === 0}
          empty="The agents have not spoken yet. Stage a collaboration to hear them."
        >
          {() => (
            <ol
              aria-label="Live stream"
              aria-live="polite"
              tabIndex={0}
              className="mt-4 max-h-[48rem] space-y-3 overflow-y-auto rounded-lg border border-border bg-background/40 p-3"
            >
              {voices.map((message) => (
                <li key={message.id} className="rounded-lg border border-border bg-card/40 p-3">
                  <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-semibold">{agentName(message.fromAgent, names)}</span>
                    <span className="text-muted-foreground">
                      → {agentName(message.toAgent, names)}
                    </span>
                    <span className="text-xs capitalize text-muted-foreground">
                      · {message.messageType}
                    </span>
                    <time
                      dateTime={message.timestamp}
                      className="ml-auto text-xs text-muted-foreground"
                    >
                      {timeAgo(message.timestamp)}
                    </time>
                  </p>
                  <Markdown source={message.content} className="mt-1 break-words" />
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </section>
    </div>
  )
}
