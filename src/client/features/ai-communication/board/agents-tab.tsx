import { Send } from 'lucide-react'
import { Avatar } from '@/client/components/avatar'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import type { BoardAgent } from '../api/get-agents'
import { timeAgo } from '../format'
import { AgentStatusBadge } from '../agent-status-badge'

const SHOWN_CAPABILITIES = 3

/** docs/product/message-board-and-agents.md AI Agents tab: a card per agent on the board. */
export function AgentsTab({
  agents,
  isPending,
  error,
  onMessage,
}: {
  agents: BoardAgent[]
  isPending: boolean
  error: Error | null
  onMessage: (agentId: string) => void
}) {
  if (isPending) return <p className="text-sm text-muted-foreground">Loading agents…</p>
  if (error) return <p className="text-sm text-destructive">{error.message}</p>
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {agents.map((agent) => {
        const more = agent.capabilities.length - SHOWN_CAPABILITIES
        return (
          <li key={agent.id}>
            <article
              aria-label={agent.name}
              className="flex h-full flex-col rounded-lg border border-border bg-card/40 p-4"
            >
              <header className="flex items-start gap-3">
                <Avatar subject={agent} size={40} decorative />
                <div className="min-w-0 flex-1">
                  <h4 className="font-display font-semibold">{agent.name}</h4>
                  <p className="text-xs text-muted-foreground">
                    Last active {timeAgo(agent.lastActivity)}
                  </p>
                </div>
                <AgentStatusBadge status={agent.status} />
              </header>
              <p className="mt-3 flex-1 text-sm text-muted-foreground">{agent.description}</p>
              {agent.capabilities.length ? (
                <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Capabilities">
                  {agent.capabilities.slice(0, SHOWN_CAPABILITIES).map((capability) => (
                    <li key={capability}>
                      <Badge variant="secondary">{capability}</Badge>
                    </li>
                  ))}
                  {more > 0 ? (
                    <li>
                      <Badge variant="outline" aria-label={`${more} more capabilities`}>
                        +{more}
                      </Badge>
                    </li>
                  ) : null}
                </ul>
              ) : null}
              <Button
                variant="outline"
                size="sm"
                className="mt-4"
                onClick={() => onMessage(agent.id)}
              >
                <Send aria-hidden /> Send Direct Message
              </Button>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
