import { Bot, Hourglass, MessagesSquare, Network } from 'lucide-react'
import { StatTile } from '@/client/components/stat-tile'
import { useCommSummary } from '../api/get-summary'

/** docs/product/communication.md summary tiles, counted by the server. */
export function SummaryTiles() {
  const { data, error } = useCommSummary()
  if (error) return <p className="text-sm text-destructive">{error.message}</p>
  const value = (n: number | undefined) => n ?? '…'
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatTile
        icon={MessagesSquare}
        label="Total Messages"
        value={value(data?.totalMessages)}
        detail="on the board, all time"
      />
      <StatTile
        icon={Bot}
        label="Active Agents"
        value={value(data?.activeAgents)}
        detail={`of ${value(data?.totalAgents)} agents, posted in the last 10 minutes`}
      />
      <StatTile
        icon={Network}
        label="Conversation Threads"
        value={value(data?.conversationThreads)}
        detail="messages with replies"
      />
      <StatTile
        icon={Hourglass}
        label="Processing Queue"
        value={value(data?.processingQueue)}
        detail="AI answers being written"
      />
    </dl>
  )
}
