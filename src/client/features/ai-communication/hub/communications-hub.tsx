import { Activity, BarChart3, Radio } from 'lucide-react'
import { useMemo } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { useAgentIds } from '@/client/lib/agent-registry'
import { useCommAgents } from '../api/get-comm-agents'
import { useBoardFeed } from '../api/get-feed'
import { agentActivity, typeDistribution } from '../board/analytics'
import { agentName, capitalise } from '../format'
import { LiveBadge } from '@/client/components/live-badge'
import { POLL_MS } from '../api/keys'
import { ShareBars } from '../share-bars'
import { AgentStatus } from './agent-status'
import { DirectMessageForm } from './direct-message-form'
import { MessageStream } from './message-stream'
import { SummaryTiles } from './summary-tiles'
import { plural } from '@/shared/plural'

/** The AI Communications Hub (docs/product/communication.md): tiles, three tabs and a send form. */
export function CommunicationsHub({ initialRecipient }: { initialRecipient?: string }) {
  const feed = useBoardFeed()
  const agents = useCommAgents()
  const names = useMemo(
    () => new Map(agents.data?.map((agent) => [agent.id, agent.name])),
    [agents.data],
  )
  const types = useMemo(() => typeDistribution(feed.messages), [feed.messages])
  const agentIds = useAgentIds()
  const activity = useMemo(
    () => agentActivity(feed.messages, agentIds ?? new Set()),
    [feed.messages, agentIds],
  )

  return (
    <div className="space-y-6">
      <SummaryTiles />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs defaultValue="stream" className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList aria-label="Communications hub">
              <TabsTrigger value="stream">
                <Radio className="size-4" aria-hidden /> Message Stream
              </TabsTrigger>
              <TabsTrigger value="agents">
                <Activity className="size-4" aria-hidden /> Agent Status
              </TabsTrigger>
              <TabsTrigger value="analytics">
                <BarChart3 className="size-4" aria-hidden /> Communication Analytics
              </TabsTrigger>
            </TabsList>
            <LiveBadge pollMs={POLL_MS} />
          </div>
          <TabsContent value="stream">
            <MessageStream
              messages={feed.messages}
              names={names}
              isPending={feed.isPending}
              error={feed.error}
            />
          </TabsContent>
          <TabsContent value="agents">
            <AgentStatus agents={agents.data ?? []} messages={feed.messages} error={agents.error} />
          </TabsContent>
          <TabsContent value="analytics">
            <div className="grid gap-6 md:grid-cols-2">
              <section>
                <h3 className="font-display text-lg font-semibold">Message types</h3>
                <p className="mb-4 text-xs text-muted-foreground">
                  In the newest {plural(feed.messages.length, 'message')}
                </p>
                <ShareBars
                  label="Message types"
                  shares={types}
                  name={capitalise}
                  barClassName="bg-accent"
                />
              </section>
              <section>
                <h3 className="font-display text-lg font-semibold">Agent activity</h3>
                <p className="mb-4 text-xs text-muted-foreground">
                  Messages sent, in the newest {feed.messages.length}
                </p>
                <ShareBars
                  label="Agent activity"
                  shares={activity}
                  name={(id) => agentName(id, names)}
                />
              </section>
            </div>
          </TabsContent>
        </Tabs>
        <aside className="h-fit rounded-lg border border-border bg-card/40 p-4">
          <h2 className="mb-4 font-display text-lg font-semibold">Send a message</h2>
          <DirectMessageForm agents={agents.data ?? []} initialTo={initialRecipient} />
        </aside>
      </div>
    </div>
  )
}
