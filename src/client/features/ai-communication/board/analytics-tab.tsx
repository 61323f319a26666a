import { Bot, Lightbulb, MessagesSquare, Users } from 'lucide-react'
import { useMemo } from 'react'
import { StatTile } from '@/client/components/stat-tile'
import { useAgentIds } from '@/client/lib/agent-registry'
import type { BoardMessage } from '@/shared/board'
import { useCollaborations } from '../api/get-collaborations'
import { useCommSummary } from '../api/get-summary'
import { agentName, capitalise } from '../format'
import { ShareBars } from '../share-bars'
import { agentActivity, boardStats, typeDistribution } from './analytics'
import { plural } from '@/shared/plural'

const SHOWN_AGENTS = 5
/** The server lists this many recent collaborations. */
const LISTED = 20

/**
 * docs/product/message-board-and-agents.md Analytics: four stat cards, agent activity (first five)
 * and the type distribution, all counted from real messages rather than estimated.
 */
export function AnalyticsTab({
  messages,
  complete,
  names,
}: {
  messages: BoardMessage[]
  /** Whether `messages` is everything the board holds. */
  complete: boolean
  names: ReadonlyMap<string, string>
}) {
  const summary = useCommSummary()
  const agentIds = useAgentIds()
  const collaborations = useCollaborations()
  const stats = useMemo(() => boardStats(messages, new Date(), complete), [messages, complete])
  const activity = useMemo(
    () => agentActivity(messages, agentIds ?? new Set()).slice(0, SHOWN_AGENTS),
    [messages, agentIds],
  )
  const types = useMemo(() => typeDistribution(messages), [messages])
  const list = collaborations.data ?? []
  const running = list.filter((c) => c.status === 'running').length
  const scope = complete ? 'all messages' : `the newest ${plural(stats.counted, 'message')}`

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatTile
          icon={MessagesSquare}
          label="Total Messages"
          value={summary.data?.totalMessages ?? '…'}
          detail={`${stats.today}${stats.todayComplete ? '' : '+'} today`}
        />
        <StatTile
          icon={Bot}
          label="Active Agents"
          value={summary.data?.activeAgents ?? '…'}
          detail={`of ${summary.data?.totalAgents ?? '…'} board agents, active in the last 10 minutes; the ${summary.data?.totalExperts ?? '…'} experts answer in their portals`}
        />
        <StatTile
          icon={Users}
          label="Collaborations"
          value={collaborations.data ? (list.length >= LISTED ? `${LISTED}+` : list.length) : '…'}
          detail={`${running} running · ${plural(stats.collaborationMessages, 'turn')} in ${scope}`}
        />
        <StatTile
          icon={Lightbulb}
          label="Insights"
          value={stats.insights}
          detail={`learning and discovery messages in ${scope}`}
        />
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-lg border border-border bg-card/40 p-4">
          <h3 className="font-display text-lg font-semibold">Agent activity</h3>
          <p className="mb-4 text-xs text-muted-foreground">Messages sent, in {scope}</p>
          <ShareBars label="Agent activity" shares={activity} name={(id) => agentName(id, names)} />
        </section>
        <section className="rounded-lg border border-border bg-card/40 p-4">
          <h3 className="font-display text-lg font-semibold">Message types</h3>
          <p className="mb-4 text-xs text-muted-foreground">Distribution in {scope}</p>
          <ShareBars
            label="Message types"
            shares={types}
            name={capitalise}
            barClassName="bg-accent"
          />
        </section>
      </div>
    </div>
  )
}
