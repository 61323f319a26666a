import {
  CircleDot,
  Code,
  ExternalLink,
  Flame,
  GraduationCap,
  Heart,
  HeartHandshake,
  Leaf,
  Lock,
  MessageCircle,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { cn } from '@/client/lib/utils'
import { roomFeatureSummary, type TelegramRoom } from '@/shared/community'

const icons: Record<string, LucideIcon> = {
  'circle-dot': CircleDot,
  code: Code,
  flame: Flame,
  'graduation-cap': GraduationCap,
  heart: Heart,
  'heart-handshake': HeartHandshake,
  leaf: Leaf,
  'message-circle': MessageCircle,
  sparkles: Sparkles,
  users: Users,
}

/** docs/product/community.md: one room card with its Join Room invitation. */
export function RoomCard({ room }: { room: TelegramRoom }) {
  const Icon = icons[room.icon] ?? MessageCircle
  const { shown, more } = roomFeatureSummary(room.features)
  return (
    <article
      aria-labelledby={`room-${room.id}`}
      className="flex h-full flex-col rounded-xl border border-border bg-card/60 p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-lg bg-gradient-to-br',
            room.color,
          )}
        >
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="flex flex-wrap justify-end gap-1.5">
          <Badge variant="outline">{room.category}</Badge>
          {room.isPublic ? (
            <Badge className="bg-emerald-500/20 text-emerald-300">Public</Badge>
          ) : (
            <Badge className="bg-amber-400/15 text-amber-200">
              <Lock className="size-3" aria-hidden />
              Non-public M4M room
            </Badge>
          )}
        </div>
      </div>
      <h3 id={`room-${room.id}`} className="mt-4 font-display text-lg font-semibold">
        {room.name}
      </h3>
      <p className="text-sm font-medium text-primary">{room.title}</p>
      <p className="mt-2 text-sm text-muted-foreground">{room.description}</p>
      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={`${room.name} features`}>
        {shown.map((feature) => (
          <li key={feature} className="rounded-full bg-muted px-2.5 py-0.5 text-xs">
            {feature}
          </li>
        ))}
        {more > 0 ? (
          <li
            className="rounded-full border border-border px-2.5 py-0.5 text-xs text-muted-foreground"
            title={room.features.slice(3).join(', ')}
          >
            +{more} more
          </li>
        ) : null}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Users className="size-3.5" aria-hidden />
          {room.memberCount}
        </span>
        <Button asChild size="sm">
          <a href={room.telegramLink} target="_blank" rel="noopener noreferrer">
            Join Room
            <ExternalLink aria-hidden />
            <span className="sr-only"> {room.name} (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </article>
  )
}
