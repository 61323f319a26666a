import { ExternalLink, Eye, Users } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '@/client/components/avatar'
import { QueryState } from '@/client/components/query-state'
import { RouteButton } from '@/client/components/route-button'
import { SectionHeading } from '@/client/components/section-heading'
import { Badge } from '@/client/components/ui/badge'
import { cn } from '@/client/lib/utils'
import { personas } from '@content/personas'
import { rooms } from '@content/rooms'
import type { Expert } from '@/shared/experts'
import { useAgentZeroStatus } from '@/client/features/agent-zero/api/get-status'
import { useExperts } from '@/client/features/experts/api/get-experts'
import { categoryLabels, statusLabels, statusTone } from '@/client/features/experts/expert-labels'
import { plural } from '@/shared/plural'

const ringRoom = rooms.find((room) => room.id === 'ring-of-thirteen')

/** Where the i-th of n members sits on the ring, as percentages of the ring's box. */
function seat(index: number, count: number) {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count
  return { left: `${50 + 41 * Math.cos(angle)}%`, top: `${50 + 41 * Math.sin(angle)}%` }
}

function ObserverDetails() {
  const status = useAgentZeroStatus()
  return (
    <>
      <Avatar subject={personas['agent-zero']} size={64} decorative />
      <p className="mt-2 font-display text-lg font-semibold">Agent Zero</p>
      <p className="text-sm text-muted-foreground">The thirteenth: observer of the ring</p>
      <p className="mt-2 text-sm" aria-live="polite">
        {status.data
          ? `${status.data.state} · ${plural(status.data.totalObservations, 'observation')} · integrity ${status.data.codexIntegrity}`
          : status.isError
            ? 'Status unavailable'
            : 'Reading its status…'}
      </p>
      <RouteButton to="/#agent-zero" variant="outline" size="sm" className="mt-3">
        <Eye aria-hidden />
        Open Agent Zero
      </RouteButton>
    </>
  )
}

function ExpertDetails({ expert }: { expert: Expert }) {
  return (
    <>
      <Avatar subject={expert} size={64} decorative />
      <p className="mt-2 font-display text-lg font-semibold">{expert.name}</p>
      <p className="text-sm text-muted-foreground">{expert.title}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-1.5">
        <Badge variant="outline" className={statusTone[expert.status]}>
          {statusLabels[expert.status]}
        </Badge>
        <Badge variant="outline">{categoryLabels[expert.category]}</Badge>
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        {expert.specialties.slice(0, 3).join(' · ')}
      </p>
      <RouteButton to="/#ring-of-twelve" variant="outline" size="sm" className="mt-3">
        <Users aria-hidden />
        Open the expert directory
      </RouteButton>
    </>
  )
}

/**
 * The home page's `ring-of-thirteen` section: the twelve experts seated on a ring around Agent
 * Zero, the thirteenth. Choosing a seat shows that member in the middle; the room link leads to
 * the community room of the same name.
 */
export function RingOfThirteenSection() {
  const experts = useExperts()
  const [chosen, setChosen] = useState<string | null>(null)
  const members = experts.data ?? []
  const expert = members.find((member) => member.id === chosen)

  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading eyebrow="Ring of Thirteen" title="Twelve experts and their observer">
        The expert entities sit on one ring with Agent Zero at its centre, the thirteenth member who
        watches over them. Choose a member to see who they are.
      </SectionHeading>
      <QueryState
        query={experts}
        loading="Gathering the ring…"
        errorLead="The ring could not be loaded"
        className="py-10"
      >
        {() => (
          <div className="mx-auto mt-10 flex max-w-[38rem] flex-col gap-6 sm:relative sm:block sm:aspect-square">
            <div
              aria-hidden
              className="pointer-events-none absolute inset-[9%] hidden rounded-full border border-dashed border-primary/40 sm:block"
            />
            <ul
              aria-label="Ring of Thirteen"
              className="grid grid-cols-3 gap-2 sm:absolute sm:inset-0 sm:block"
            >
              <li className="sm:absolute sm:left-1/2 sm:top-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2">
                <RingSeat
                  label="Agent Zero"
                  avatar={personas['agent-zero'].avatar}
                  pressed={chosen === null}
                  onChoose={() => setChosen(null)}
                  className="border-primary/60 sm:hidden"
                />
              </li>
              {members.map((member, index) => (
                <li
                  key={member.id}
                  className="sm:absolute sm:-translate-x-1/2 sm:-translate-y-1/2"
                  style={seat(index, members.length)}
                >
                  <RingSeat
                    label={member.name}
                    avatar={member.avatar}
                    pressed={chosen === member.id}
                    onChoose={() => setChosen(chosen === member.id ? null : member.id)}
                  />
                </li>
              ))}
            </ul>
            <div
              role="region"
              aria-label="Chosen member"
              className="flex flex-col items-center rounded-xl border border-border bg-card/80 p-4 text-center shadow-sm sm:absolute sm:left-1/2 sm:top-1/2 sm:w-64 sm:-translate-x-1/2 sm:-translate-y-1/2"
            >
              {expert ? <ExpertDetails expert={expert} /> : <ObserverDetails />}
            </div>
          </div>
        )}
      </QueryState>
      {ringRoom ? (
        <p className="mt-8 text-center text-sm text-muted-foreground">
          Members talk about the ring in the{' '}
          <a
            href={ringRoom.telegramLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            {ringRoom.name} room
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
          .
        </p>
      ) : null}
    </div>
  )
}

function RingSeat({
  label,
  avatar,
  pressed,
  onChoose,
  className,
}: {
  label: string
  avatar: string
  pressed: boolean
  onChoose: () => void
  className?: string
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onChoose}
      className={cn(
        'flex w-full flex-col items-center gap-1 rounded-xl border border-border bg-card/70 px-2 py-2 text-center text-xs font-medium transition-colors hover:border-primary/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:border-primary aria-pressed:bg-primary/15 sm:w-24',
        className,
      )}
    >
      <Avatar subject={{ name: label, avatar }} size={40} decorative />
      <span className="leading-tight">{label}</span>
    </button>
  )
}
