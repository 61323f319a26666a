import { Users } from 'lucide-react'
import { useId } from 'react'
import { QueryState } from '@/client/components/query-state'
import { Button } from '@/client/components/ui/button'
import { cn } from '@/client/lib/utils'
import type { BoardMessage } from '@/shared/board'
import type { Collaboration } from '@/shared/communication'
import { useCollaborations } from '../api/get-collaborations'
import { useStartCollaboration } from '../api/start-collaboration'
import { CollaborationCard } from '../collaboration-card'
import { CollaborationStarter } from '../collaboration-starter'
import { agentName } from '../format'

/**
 * Five quick topics (docs/product/message-board-and-agents.md), each with the agents best placed to
 * discuss it.
 */
export const QUICK_TOPICS = [
  { topic: 'How memory shapes consciousness', participants: ['adam', 'eve'] },
  { topic: 'Teaching people with AI mentors', participants: ['eva', 'alex'] },
  { topic: 'Ethics of autonomous agents', participants: ['adam', 'eva', 'agent-zero'] },
  { topic: 'Creative problem solving', participants: ['eve', 'alex'] },
  { topic: 'The future of the codex', participants: ['adam', 'eve', 'eva', 'alex'] },
] as const

const SHOWN = 6

/**
 * docs/product/message-board-and-agents.md Collaborate tab: quick topics start real collaborations;
 * the server's list.
 */
export function CollaborateTab({
  messages,
  names,
}: {
  messages: BoardMessage[]
  names: ReadonlyMap<string, string>
}) {
  const ids = useId()
  const start = useStartCollaboration()
  const collaborations = useCollaborations()
  const list = collaborations.data ?? []
  const running = list.filter((c) => c.status === 'running')
  const recent = list
    .filter((c) => c.status !== 'running')
    .slice(0, Math.max(0, SHOWN - running.length))

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby={`${ids}-quick`} className="min-w-0">
        <h3 id={`${ids}-quick`} className="font-display text-lg font-semibold">
          Quick topics
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Each starts a real exchange: the agents take turns through the AI engine, and every turn
          lands on the board.
        </p>
        <ul className="mt-4 grid gap-2">
          {QUICK_TOPICS.map((quick) => (
            <li key={quick.topic}>
              <Button
                variant="outline"
                className="h-auto w-full justify-between whitespace-normal py-3 text-left"
                disabled={start.isPending}
                onClick={() =>
                  start.mutate({ topic: quick.topic, participants: [...quick.participants] })
                }
              >
                <span>{quick.topic}</span>
                <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
                  <Users aria-hidden />
                  {quick.participants.map((id) => agentName(id, names)).join(', ')}
                </span>
              </Button>
            </li>
          ))}
        </ul>
        <CollaborationStarter names={names} className="mt-6" />
      </section>
      <section aria-labelledby={`${ids}-active`} className="min-w-0">
        <h3 id={`${ids}-active`} className="font-display text-lg font-semibold">
          Active collaborations
        </h3>
        <QueryState query={collaborations} loading="Loading collaborations…" className="mt-4">
          {() => (
            <>
              {running.length === 0 ? (
                <p className="mt-4 text-sm text-muted-foreground">
                  None running right now. Pick a topic to start one.
                </p>
              ) : (
                <CollaborationList
                  className="mt-4"
                  collaborations={running}
                  messages={messages}
                  names={names}
                />
              )}
              {recent.length ? (
                <>
                  <h4 className="mt-6 text-sm font-medium text-muted-foreground">
                    Recently finished
                  </h4>
                  <CollaborationList
                    className="mt-3"
                    collaborations={recent}
                    messages={messages}
                    names={names}
                  />
                </>
              ) : null}
            </>
          )}
        </QueryState>
      </section>
    </div>
  )
}

function CollaborationList({
  collaborations,
  messages,
  names,
  className,
}: {
  collaborations: Collaboration[]
  messages: BoardMessage[]
  names: ReadonlyMap<string, string>
  className: string
}) {
  return (
    <ul className={cn('space-y-3', className)}>
      {collaborations.map((collaboration) => (
        <li key={collaboration.id}>
          <CollaborationCard collaboration={collaboration} messages={messages} names={names} />
        </li>
      ))}
    </ul>
  )
}
