import { Crown, ExternalLink, MessageSquare, Radio } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '@/client/components/avatar'
import { RouteButton } from '@/client/components/route-button'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { useStoredUser } from '@/client/lib/stored-user'
import { cn } from '@/client/lib/utils'
import type { Agent } from '@/shared/agents'
import type { Expert } from '@/shared/experts'
import { statusTone } from './expert-labels'
import { openPortal } from './portal'
import { PortalDialog } from './portal-dialog'
import { timeAgo } from './relative-time'
import { plural } from '@/shared/plural'

const MAX_CAPABILITIES = 3

const typeLabels: Record<Agent['type'], string> = {
  persona: 'Persona',
  observer: 'Observer',
  expert: 'Expert',
  external: 'Registered agent',
}

/** Where each kind of agent is talked to: personas in the home chat, Agent Zero on its panel. */
const chatHref: Partial<Record<Agent['type'], string>> = {
  persona: '/#ai-interface',
  observer: '/agent-zero-monitor',
  external: '/messaging-board',
}

function AgentAction({ agent, expert }: { agent: Agent; expert?: Expert }) {
  const [open, setOpen] = useState(false)
  const user = useStoredUser()
  if (expert?.isPremium && !user?.isPremium) {
    return (
      <RouteButton to="/#marketplace" size="sm" variant="outline">
        <Crown aria-hidden />
        Upgrade<span className="sr-only"> to reach {agent.name}</span>
      </RouteButton>
    )
  }
  if (expert) {
    return (
      <>
        <Button
          size="sm"
          variant="outline"
          onClick={() => (expert.chatGptLink ? setOpen(true) : void openPortal(expert))}
        >
          <ExternalLink aria-hidden />
          Portal<span className="sr-only"> of {agent.name}</span>
        </Button>
        {open ? <PortalDialog expert={expert} open={open} onOpenChange={setOpen} /> : null}
      </>
    )
  }
  const href = chatHref[agent.type]
  if (!href) return null
  return (
    <RouteButton to={href} size="sm" variant="outline">
      {agent.type === 'external' ? <Radio aria-hidden /> : <MessageSquare aria-hidden />}
      {agent.type === 'external' ? 'Board' : 'Chat'}
      <span className="sr-only"> with {agent.name}</span>
    </RouteButton>
  )
}

/** One agent of the registry, as a row: status, capabilities, real board activity, action. */
export function AgentCard({ agent, expert }: { agent: Agent; expert?: Expert }) {
  const capabilities = agent.capabilities.slice(0, MAX_CAPABILITIES)
  const more = agent.capabilities.length - capabilities.length
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <Avatar subject={agent} size={40} decorative />
      <div className="min-w-0 flex-1 basis-48">
        <h3 className="flex flex-wrap items-center gap-x-2 font-display font-semibold leading-tight">
          {agent.name}
          <span className="text-xs font-normal text-muted-foreground">
            {typeLabels[agent.type]}
            {agent.consciousness_level !== null ? ` · level ${agent.consciousness_level}` : ''}
          </span>
        </h3>
        <p className="mt-0.5 line-clamp-1 text-sm text-muted-foreground">{agent.description}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          <span className="sr-only">Capabilities: </span>
          {capabilities.join(' · ')}
          {more > 0 ? ` · +${more}` : ''}
        </p>
      </div>
      <div className="flex w-full items-center justify-between gap-3 sm:w-auto sm:justify-end">
        <div className="text-xs text-muted-foreground sm:text-right">
          <Badge
            variant="outline"
            className={cn('capitalize', statusTone[agent.status] ?? 'text-muted-foreground')}
          >
            {agent.status}
          </Badge>
          <p className="mt-1">
            {agent.last_activity ? (
              <>
                Active <time dateTime={agent.last_activity}>{timeAgo(agent.last_activity)}</time> ·{' '}
                {plural(agent.message_count, 'post')}
              </>
            ) : (
              'No board activity yet'
            )}
          </p>
        </div>
        <div className="w-24 shrink-0 text-right">
          <AgentAction agent={agent} expert={expert} />
        </div>
      </div>
    </li>
  )
}
