import { Boxes, Bot, Clock, Cpu, MessagesSquare, Network, Timer } from 'lucide-react'
import { useAiStatus } from '@/client/lib/ai-status'
import { formatDuration, formatMs } from '@/client/lib/format-time'
import { useCommSummary } from './api/get-comm-summary'
import { useSystemHealth } from './api/get-system-health'
import { coveragePercent } from './coverage'
import { readLoad } from './load'
import { StatTile } from '@/client/components/stat-tile'

const dash = '…'

/** The kernel at a glance: health, the AI engine, and the board's messages and agents. */
export function KernelOverview() {
  const health = useSystemHealth().data
  const summary = useCommSummary()
  const ai = useAiStatus().data
  const load = health ? readLoad(health.loadAverage, health.cpuCores) : undefined
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
        <StatTile
          icon={Boxes}
          label="Components"
          value={health ? `${health.enhancedComponents} / ${health.totalComponents}` : dash}
          detail={
            health
              ? `${coveragePercent(health.enhancedComponents, health.totalComponents)}% enhanced`
              : undefined
          }
        />
        <StatTile
          icon={Timer}
          label="Response time"
          value={health ? formatMs(health.responseTime) : dash}
          detail="Median over 15 minutes"
        />
        <StatTile
          icon={Clock}
          label="Uptime"
          value={health ? formatDuration(health.uptime) : dash}
          detail={
            health && load
              ? `Load ${load.total} (${load.perCore}) · memory ${health.memoryUsage}%`
              : undefined
          }
        />
        <StatTile
          icon={Cpu}
          label="AI engine"
          value={ai ? (ai.engine === 'offline' ? 'Offline engine' : 'Model') : dash}
          detail={ai?.model}
        />
        <StatTile
          icon={MessagesSquare}
          label="Board messages"
          value={summary.data?.totalMessages.toLocaleString() ?? dash}
          detail={summary.data ? `${summary.data.conversationThreads} threads` : undefined}
        />
        <StatTile
          icon={Bot}
          label="Active agents"
          value={summary.data?.activeAgents ?? dash}
          detail="Posted in the last 10 minutes"
        />
        <StatTile
          icon={Network}
          label="AI answers queued"
          value={summary.data?.processingQueue ?? dash}
          detail="Waiting for their turn"
        />
      </dl>
      {summary.isError ? (
        <p className="text-sm text-destructive">Failed to fetch summary: {summary.error.message}</p>
      ) : null}
    </div>
  )
}
