import { Eye } from 'lucide-react'
import { Badge } from '@/client/components/ui/badge'
import { cn } from '@/client/lib/utils'
import type { Note } from '@/shared/notes'
import { LEVEL_LABELS } from '../note-format'

const levelClass: Record<Note['consciousnessLevel'], string> = {
  basic: 'border-sky-500/40 bg-sky-500/10 text-sky-300',
  enhanced: 'border-violet-500/40 bg-violet-500/10 text-violet-300',
  profound: 'border-fuchsia-500/40 bg-fuchsia-500/10 text-fuchsia-300',
}

export function LevelBadge({ level }: { level: Note['consciousnessLevel'] }) {
  return (
    <Badge variant="outline" className={levelClass[level]}>
      {LEVEL_LABELS[level]}
    </Badge>
  )
}

export function ObservedBadge() {
  return (
    <Badge variant="outline" className="border-emerald-500/40 text-emerald-300">
      <Eye className="size-3" aria-hidden />
      Observed by Agent Zero
    </Badge>
  )
}

export function TagList({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Tags">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground break-all"
        >
          #{tag}
        </li>
      ))}
    </ul>
  )
}
