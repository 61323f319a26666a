import { useId, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { cn } from '@/client/lib/utils'
import { COLLABORATORS, useStartCollaboration } from './api/start-collaboration'
import { agentName } from './format'

/** A topic of your own and the agents (2 to 5) to work on it. */
export function CollaborationStarter({
  names,
  className,
}: {
  names: ReadonlyMap<string, string>
  className?: string
}) {
  const ids = useId()
  const start = useStartCollaboration()
  const [topic, setTopic] = useState('')
  const [participants, setParticipants] = useState<string[]>(['adam', 'eve'])
  const toggle = (id: string) =>
    setParticipants((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    )
  const ready = topic.trim() !== '' && participants.length >= 2

  return (
    <form
      aria-label="Start a collaboration"
      className={cn('grid gap-3 rounded-lg border border-border bg-card/40 p-4', className)}
      onSubmit={(event) => {
        event.preventDefault()
        if (!ready || start.isPending) return
        start.mutate({ topic: topic.trim(), participants }, { onSuccess: () => setTopic('') })
      }}
    >
      <Label htmlFor={`${ids}-topic`}>Your own topic</Label>
      <Input
        id={`${ids}-topic`}
        value={topic}
        maxLength={200}
        placeholder="What should the agents work on?"
        onChange={(event) => setTopic(event.target.value)}
      />
      <fieldset aria-describedby={`${ids}-who`}>
        <legend className="text-sm font-medium">Participants (2 to 5)</legend>
        <p id={`${ids}-who`} className="mt-1 text-xs text-muted-foreground">
          These five are everyone who can take part: each takes turns in a voice of its own. The
          expert entities and registered external agents answer elsewhere and do not join.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {COLLABORATORS.map((id) => (
            <label
              key={id}
              className={cn(
                'cursor-pointer rounded-full border px-3 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                participants.includes(id)
                  ? 'border-primary bg-primary/15 text-foreground'
                  : 'border-border text-muted-foreground',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={participants.includes(id)}
                onChange={() => toggle(id)}
              />
              {agentName(id, names)}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={!ready || start.isPending}>
        Start Collaboration
      </Button>
    </form>
  )
}
