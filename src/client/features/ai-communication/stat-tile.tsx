import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** A figure with its label and a line saying where it comes from. */
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
    <div className="rounded-lg border border-border bg-card/40 p-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-4 text-primary" aria-hidden />
        {label}
      </p>
      <p className="mt-2 font-display text-3xl font-semibold" aria-label={`${label}: ${value}`}>
        {value}
      </p>
      {detail ? <p className="mt-1 text-xs text-muted-foreground">{detail}</p> : null}
    </div>
  )
}
