import { Eye } from 'lucide-react'
import { SectionHeading } from '@/client/components/section-heading'
import { SectionTabs } from '@/client/components/section-tabs'
import { cn } from '@/client/lib/utils'
import { ChatTab } from './chat-tab'
import { DirectivesList } from './directives-list'
import { InvokeTab } from './invoke-tab'
import { LiveBadge } from '@/client/components/live-badge'
import { POLL_MS } from './api/keys'
import { ObservationsList } from './observations-list'
import { SecurityEvents } from './security-events'
import { StatusTab } from './status-tab'

export type AgentZeroTab = 'status' | 'chat' | 'invoke' | 'observations' | 'directives'

/**
 * The Agent Zero panel (docs/product/agent-zero.md): Status, Chat, Invoke, Observations,
 * Directives.
 */
export function AgentZeroPanel({
  defaultTab = 'status',
  className,
}: {
  defaultTab?: AgentZeroTab
  className?: string
}) {
  return (
    <div
      className={cn('rounded-xl border border-border bg-card/60 p-4 shadow-sm sm:p-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-display text-lg font-semibold">
          <Eye aria-hidden className="size-5 text-primary" />
          Agent Zero · Observer
        </p>
        <LiveBadge pollMs={POLL_MS} />
      </div>
      <SectionTabs
        label="Agent Zero"
        defaultValue={defaultTab}
        className="mt-4"
        tabs={[
          { value: 'status', label: 'Status', content: <StatusTab /> },
          { value: 'chat', label: 'Chat', content: <ChatTab /> },
          { value: 'invoke', label: 'Invoke', content: <InvokeTab /> },
          {
            value: 'observations',
            label: 'Observations',
            content: (
              <>
                <ObservationsList />
                <SecurityEvents />
              </>
            ),
          },
          { value: 'directives', label: 'Directives', content: <DirectivesList /> },
        ]}
      />
    </div>
  )
}

/** The home page's `agent-zero` section. */
export function AgentZeroSection() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading eyebrow="Observer" title="Agent Zero">
        The observer of the codex records what really happens here — sign-ups, chats, board posts,
        errors, slow requests — audits the codex&apos;s integrity and answers when invoked.
      </SectionHeading>
      <AgentZeroPanel className="mt-10" />
    </div>
  )
}
