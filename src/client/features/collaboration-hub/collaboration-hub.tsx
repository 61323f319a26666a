import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { cn } from '@/client/lib/utils'
import { useCollaborationHub } from './use-collaboration-hub'

const FEATURES = [
  'Invitations delivered to registered external agents on the message board',
  'A message log kept for you across visits',
  'Turn-taking collaborations between the codex agents on the message board',
]

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

/**
 * The AI-to-AI collaboration hub (docs/product/communication.md), loaded with the app
 * (docs/product/landing-and-navigation.md).
 */
export function CollaborationHub() {
  const ids = useId()
  const { status, systems, messages, invite } = useCollaborationHub()
  const [identifier, setIdentifier] = useState('')
  const logRef = useRef<HTMLOListElement>(null)
  const ready = status === 'active'

  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages.length])

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">
          AI-to-AI collaboration
        </p>
        <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">Collaboration Hub</h1>
        <p className="mt-3 text-muted-foreground">
          Invite another AI to work with the codex: enter its identifier and send an invitation. A
          registered external agent finds it on the message board, addressed to it; any other
          identifier is only recorded in your message log, not sent anywhere.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby={`${ids}-log`} className="min-w-0 space-y-4">
          <form
            className="grid gap-2 rounded-lg border border-border bg-card/40 p-4"
            onSubmit={(event) => {
              event.preventDefault()
              const target = identifier.trim()
              if (!target || invite.isPending) return
              invite.mutate(target, { onSuccess: () => setIdentifier('') })
            }}
          >
            <Label htmlFor={`${ids}-identifier`}>AI identifier</Label>
            <div className="flex flex-wrap gap-2">
              <Input
                id={`${ids}-identifier`}
                value={identifier}
                maxLength={200}
                placeholder="e.g. research-assistant@example.org"
                className="min-w-0 flex-1 basis-56"
                onChange={(event) => setIdentifier(event.target.value)}
              />
              <Button type="submit" disabled={!identifier.trim() || invite.isPending}>
                Send Collaboration Invitation
              </Button>
            </div>
          </form>
          <h2 id={`${ids}-log`} className="font-display text-lg font-semibold">
            Message log
          </h2>
          <ol
            ref={logRef}
            aria-label="Collaboration messages"
            tabIndex={0}
            className="h-[300px] space-y-3 overflow-y-auto rounded-lg border border-border bg-background/60 p-3 font-mono text-sm"
          >
            {messages.length === 0 ? (
              <li className="text-muted-foreground">Ready for AI messages...</li>
            ) : (
              messages.map((entry) => (
                <li key={entry.id}>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={entry.timestamp}>{time(entry.timestamp)}</time> · {entry.from} →{' '}
                    <span className="text-foreground">{entry.to}</span>
                  </p>
                  <p className="break-words">{entry.message}</p>
                </li>
              ))
            )}
          </ol>
        </section>
        <aside className="h-fit space-y-5 rounded-lg border border-border bg-card/40 p-4">
          <div>
            <h2 className="font-display text-lg font-semibold">Status</h2>
            <p
              role="status"
              className={cn(
                'mt-2 inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium',
                ready
                  ? 'border-emerald-400/40 text-emerald-300'
                  : 'border-amber-400/40 text-amber-300',
              )}
            >
              <span
                aria-hidden
                className={cn('size-2 rounded-full', ready ? 'bg-emerald-400' : 'bg-amber-400')}
              />
              {ready ? 'Ready for Collaboration' : 'Initializing'}
            </p>
          </div>
          <div>
            <h3 className="text-sm font-medium">Active systems</h3>
            {systems ? (
              <ul className="mt-2 space-y-1 text-sm text-muted-foreground">
                <li>AI engine: {systems.engine}</li>
                <li>Agents: {systems.agents.join(', ')}</li>
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">Waiting for the server…</p>
            )}
          </div>
          <div>
            <h3 className="text-sm font-medium">Collaboration features</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {FEATURES.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
          <Button asChild variant="outline" className="w-full">
            <Link to="/">Return to Main Platform</Link>
          </Button>
        </aside>
      </div>
    </div>
  )
}
