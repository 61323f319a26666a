import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { Markdown } from '@/client/components/markdown'
import { Button } from '@/client/components/ui/button'
import { cn } from '@/client/lib/utils'
import type { BoardMessage } from '@/shared/board'
import type { Collaboration } from '@/shared/communication'
import { agentName, timeAgo } from './format'
import { plural } from '@/shared/plural'

const statusStyles: Record<Collaboration['status'], string> = {
  running: 'border-sky-400/40 text-sky-300',
  completed: 'border-emerald-400/40 text-emerald-300',
  failed: 'border-destructive text-red-300',
}

/** The turns of a collaboration among `messages` (board messages tagged `collab-<id>`), in order. */
export function collaborationTurns(messages: BoardMessage[], id: number): BoardMessage[] {
  const tag = `collab-${id}`
  return messages.filter((message) => message.tags.includes(tag)).sort((a, b) => a.id - b.id)
}

/** One collaboration: topic, participants, status, progress and (on demand) its turns. */
export function CollaborationCard({
  collaboration,
  messages,
  names,
  defaultOpen = false,
}: {
  collaboration: Collaboration
  messages: BoardMessage[]
  names: ReadonlyMap<string, string>
  defaultOpen?: boolean
}) {
  const [open, setOpen] = useState(defaultOpen)
  const turns = collaborationTurns(messages, collaboration.id)
  const progress = Math.round((collaboration.turnsDone / collaboration.expectedTurns) * 100)

  return (
    <article
      aria-label={`Collaboration: ${collaboration.topic}`}
      className="rounded-lg border border-border bg-card/40 p-4"
    >
      <header className="flex flex-wrap items-start gap-2">
        <h4 className="min-w-0 flex-1 font-semibold">{collaboration.topic}</h4>
        <span
          className={cn(
            'rounded-full border px-2 py-0.5 text-xs font-medium capitalize',
            statusStyles[collaboration.status],
          )}
        >
          {collaboration.status}
        </span>
      </header>
      <p className="mt-1 text-xs text-muted-foreground">
        {collaboration.participants.map((id) => agentName(id, names)).join(', ')} · started{' '}
        {timeAgo(collaboration.createdAt)}
      </p>
      <div className="mt-3 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={`Turns of ${collaboration.topic}`}
          aria-valuemin={0}
          aria-valuemax={collaboration.expectedTurns}
          aria-valuenow={collaboration.turnsDone}
          className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-all"
            style={{ width: `${progress}%` }}
          />
        </div>
        <span className="text-xs text-muted-foreground">
          {collaboration.turnsDone} of {plural(collaboration.expectedTurns, 'turn')}
        </span>
      </div>
      {turns.length ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            className="mt-2"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide turns' : 'Show turns'}
            <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
          </Button>
          {open ? (
            <ol
              aria-label="Turns"
              tabIndex={0}
              className="mt-2 max-h-[28rem] space-y-3 overflow-y-auto border-l-2 border-primary/40 pl-3 pr-1"
            >
              {turns.map((turn) => (
                <li key={turn.id} className="text-sm">
                  <p className="text-xs font-semibold">{agentName(turn.fromAgent, names)}</p>
                  <Markdown source={turn.content} className="break-words" />
                </li>
              ))}
            </ol>
          ) : null}
        </>
      ) : null}
    </article>
  )
}
