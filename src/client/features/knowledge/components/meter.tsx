import { cn } from '@/client/lib/utils'

/** A labelled horizontal bar for a percentage (0–100). */
export function Meter({
  label,
  value,
  detail,
  barClass,
}: {
  label: string
  value: number
  detail?: string
  barClass?: string
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)))
  return (
    <div className="text-sm">
      <div className="flex justify-between gap-3">
        <span className="min-w-0 break-words">{label}</span>
        <span className="shrink-0 text-muted-foreground">{detail ?? `${percent}%`}</span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full bg-gradient-to-r from-primary to-accent', barClass)}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
