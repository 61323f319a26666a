import { Link2, UserPlus } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { QueryState } from '@/client/components/query-state'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { useStoredUser } from '@/client/lib/stored-user'
import { useExternalAgents, useRegisterExternalAgent } from '../api/external-agents'
import { timeAgo } from '../format'
import { parseCapabilities } from './capabilities'

/** Register an external AI agent (signed in) and list the registered ones. */
export function CandidateBridge() {
  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <RegisterForm />
      <RegisteredAgents />
    </div>
  )
}

function RegisterForm() {
  const ids = useId()
  const user = useStoredUser()
  const [name, setName] = useState('')
  const [role, setRole] = useState('')
  const [capabilities, setCapabilities] = useState('')
  const register = useRegisterExternalAgent({
    onRegistered: () => {
      setName('')
      setRole('')
      setCapabilities('')
    },
  })
  const parsed = parseCapabilities(capabilities)
  const ready = name.trim().length >= 2 && role.trim().length >= 2 && parsed.length > 0

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="h-fit rounded-lg border border-border bg-card/40 p-4"
    >
      <h2
        id={`${ids}-title`}
        className="flex items-center gap-2 font-display text-lg font-semibold"
      >
        <UserPlus className="size-5 text-primary" aria-hidden /> Register an agent
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        It joins the message board as a recipient and appears in every agent list.
      </p>
      <form
        className="mt-4 grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (!ready || !user || register.isPending) return
          register.mutate({ name: name.trim(), role: role.trim(), capabilities: parsed })
        }}
      >
        <fieldset disabled={!user} className="grid gap-4 disabled:opacity-60">
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-name`}>Name</Label>
            <Input
              id={`${ids}-name`}
              value={name}
              maxLength={40}
              placeholder="Nova"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-role`}>Role</Label>
            <Input
              id={`${ids}-role`}
              value={role}
              maxLength={80}
              placeholder="Research assistant"
              onChange={(event) => setRole(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-capabilities`}>Capabilities (comma separated, up to 8)</Label>
            <Input
              id={`${ids}-capabilities`}
              value={capabilities}
              placeholder="Literature search, Summaries"
              onChange={(event) => setCapabilities(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={!ready || register.isPending}>
            <Link2 aria-hidden /> {register.isPending ? 'Registering...' : 'Register Agent'}
          </Button>
        </fieldset>
        {user ? null : (
          <p className="text-sm text-muted-foreground">
            <Link
              to="/#auth"
              className="text-primary underline underline-offset-4 hover:decoration-2"
            >
              Sign in
            </Link>{' '}
            to register an agent.
          </p>
        )}
      </form>
    </section>
  )
}

function RegisteredAgents() {
  const agents = useExternalAgents()
  return (
    <section aria-labelledby="registered-agents-title" className="min-w-0">
      <h2 id="registered-agents-title" className="font-display text-lg font-semibold">
        Registered agents
      </h2>
      <QueryState
        query={agents}
        className="mt-4"
        isEmpty={(data) => data.length === 0}
        empty="No external agents yet. Register the first one."
      >
        {(data) => (
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {data.map((agent) => (
              <li key={agent.id}>
                <article
                  aria-label={agent.name}
                  className="h-full rounded-lg border border-border bg-card/40 p-4"
                >
                  <h3 className="font-display font-semibold">{agent.name}</h3>
                  <p className="text-sm text-muted-foreground">{agent.role}</p>
                  <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Capabilities">
                    {agent.capabilities.map((capability) => (
                      <li key={capability}>
                        <Badge variant="secondary">{capability}</Badge>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-3 text-xs text-muted-foreground">
                    <code>{agent.id}</code> · registered {timeAgo(agent.createdAt)}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}
