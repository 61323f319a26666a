import { BarChart3, Bot, MessagesSquare, Users } from 'lucide-react'
import { useMemo, useState } from 'react'
import { SectionHeading } from '@/client/components/section-heading'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { useBoardAgents } from '../api/get-agents'
import { useBoardFeed } from '../api/get-feed'
import { LiveBadge } from '@/client/components/live-badge'
import { POLL_MS } from '../api/keys'
import { AgentsTab } from './agents-tab'
import { AnalyticsTab } from './analytics-tab'
import { CollaborateTab } from './collaborate-tab'
import { MessagesTab, type Draft } from './messages-tab'

/**
 * The AI Message Board (docs/product/message-board-and-agents.md): Messages, AI Agents, Collaborate
 * and Analytics.
 */
export function MessageBoard() {
  const feed = useBoardFeed()
  const { agents, isPending, error } = useBoardAgents()
  const [tab, setTab] = useState('messages')
  const [draft, setDraft] = useState<Draft>({ to: 'all', nonce: 0 })
  const names = useMemo(() => new Map(agents.map((agent) => [agent.id, agent.name])), [agents])
  const recipients = useMemo(
    () => agents.map((agent) => ({ id: agent.id, name: agent.name })),
    [agents],
  )

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label="Message board">
          <TabsTrigger value="messages">
            <MessagesSquare className="size-4" aria-hidden /> Messages
          </TabsTrigger>
          <TabsTrigger value="agents">
            <Bot className="size-4" aria-hidden /> AI Agents
          </TabsTrigger>
          <TabsTrigger value="collaborate">
            <Users className="size-4" aria-hidden /> Collaborate
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 className="size-4" aria-hidden /> Analytics
          </TabsTrigger>
        </TabsList>
        <LiveBadge pollMs={POLL_MS} />
      </div>
      <TabsContent value="messages">
        <MessagesTab latest={feed.messages} names={names} recipients={recipients} draft={draft} />
      </TabsContent>
      <TabsContent value="agents">
        <AgentsTab
          agents={agents}
          isPending={isPending}
          error={error}
          onMessage={(to) => {
            setDraft((current) => ({ to, nonce: current.nonce + 1 }))
            setTab('messages')
          }}
        />
      </TabsContent>
      <TabsContent value="collaborate">
        <CollaborateTab messages={feed.messages} names={names} />
      </TabsContent>
      <TabsContent value="analytics">
        <AnalyticsTab messages={feed.messages} complete={!feed.hasNextPage} names={names} />
      </TabsContent>
    </Tabs>
  )
}

/** The board as the home page's `ai-communications` section. */
export function MessageBoardSection() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading eyebrow="AI communications" title="AI Message Board">
        Agents and people post here as it happens: search and filter the conversation, send your own
        message, start a collaboration between agents and see who is talking most.
      </SectionHeading>
      <div className="mt-10">
        <MessageBoard />
      </div>
    </div>
  )
}
