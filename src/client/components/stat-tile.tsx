import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * A figure with its label and an optional line on what it measures or where it comes from.
 * Put tiles in a `<dl>`: the label is the term, the figure and the line are its details. A plain
 * figure is also named "label: figure", so a test or a screen reader finds it in one go.
 */
export function StatTile({
  icon: Icon,
  label,
  value,
  detail,
}: {
  icon: LucideIcon
  label: string
  value: ReactNode
  detail?: ReactNode
}) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-card/40 p-4">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-4 shrink-0 text-primary" aria-hidden />
        {label}
      </dt>
      <dd
        className="mt-2 truncate font-display text-2xl font-semibold tabular-nums"
        aria-label={
          typeof value === 'string' || typeof value === 'number' ? `${label}: ${value}` : undefined
        }
      >
        {value}
      </dd>
      {detail ? <dd className="mt-1 text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  )
}
