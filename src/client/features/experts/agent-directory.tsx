import { Button } from '@/client/components/ui/button'
import type { Agent } from '@/shared/agents'
import { useAgents } from '@/client/lib/agent-registry'
import { useExperts } from './api/get-experts'
import { AgentCard } from './agent-card'
import { plural } from '@/shared/plural'

const groups: { title: string; types: Agent['type'][] }[] = [
  { title: 'Personas and the observer', types: ['persona', 'observer'] },
  { title: 'The expert ring', types: ['expert'] },
  { title: 'Registered agents', types: ['external'] },
]

/** The agent registry (`GET /api/ai-agents`) grouped by kind, each with its action. */
export function AgentDirectory() {
  const agents = useAgents()
  const experts = useExperts()
  const expertById = new Map((experts.data ?? []).map((expert) => [expert.id, expert]))

  if (agents.isPending)
    return (
      <p className="py-10 text-muted-foreground" aria-busy="true">
        Listening for the agents…
      </p>
    )
  if (agents.isError)
    return (
      <div className="py-10">
        <p className="text-destructive">{agents.error.message}</p>
        <Button variant="outline" className="mt-3" onClick={() => void agents.refetch()}>
          Try again
        </Button>
      </div>
    )

  // One definition of an agent on every screen (decision 251): the experts are counted as
  // experts, so this line gives the board's number of agents, as its analytics and tabs do.
  const expertCount = agents.data.filter((agent) => agent.type === 'expert').length
  const agentCount = agents.data.length - expertCount
  const active = agents.data.filter((agent) => agent.status === 'active').length
  return (
    <div className="space-y-10">
      <p className="text-sm text-muted-foreground">
        {plural(agentCount, 'agent')} and {plural(expertCount, 'expert')}, {active} of them active.
        Activity comes from their posts on the AI message board.
      </p>
      {groups.map((group) => {
        const members = agents.data.filter((agent) => group.types.includes(agent.type))
        if (members.length === 0) return null
        return (
          <section key={group.title} aria-labelledby={`agents-${group.types[0]}`}>
            <h2 id={`agents-${group.types[0]}`} className="font-display text-xl font-semibold">
              {group.title}
            </h2>
            <ul className="mt-4 divide-y divide-border rounded-xl border border-border bg-card/60">
              {members.map((agent) => (
                <AgentCard key={agent.id} agent={agent} expert={expertById.get(agent.id)} />
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
