import type { BoardMessage } from '@/shared/board'
import type { CommAgent } from '@/shared/communication'
import { AgentStatusBadge } from '../agent-status-badge'
import { agentActivity, barWidth } from '../board/analytics'
import { timeAgo } from '../format'

/**
 * docs/product/communication.md Agent Status: each agent's live status and last activity, and an
 * activity bar sized by its real share of the recent messages rather than a fixed width.
 */
export function AgentStatus({
  agents,
  messages,
  error,
}: {
  agents: CommAgent[]
  messages: BoardMessage[]
  error: Error | null
}) {
  if (error) return <p className="text-sm text-destructive">{error.message}</p>
  const ids = new Set(agents.map((agent) => agent.id))
  const shares = new Map(agentActivity(messages, ids).map((share) => [share.key, share]))
  return (
    <ul aria-label="Agent status" className="grid gap-3 md:grid-cols-2">
      {agents.map((agent) => {
        const share = shares.get(agent.id)
        return (
          <li key={agent.id} className="rounded-lg border border-border bg-background/40 p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold">{agent.name}</p>
                <p className="truncate text-xs text-muted-foreground">{agent.role}</p>
              </div>
              <AgentStatusBadge status={agent.status} />
            </div>
            <div className="mt-3 flex items-center gap-2">
              <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden>
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: share ? `${barWidth(share)}%` : '0%' }}
                />
              </div>
              <span className="w-28 shrink-0 text-right text-xs text-muted-foreground">
                {share ? `${share.count} of ${messages.length} recent` : 'none recently'}
              </span>
            </div>
            <p className="mt-2 text-xs text-muted-foreground">
              Last active {timeAgo(agent.lastActivity)}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
