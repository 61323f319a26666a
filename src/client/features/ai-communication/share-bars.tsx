import { barWidth, type Share } from './board/analytics'

/** Horizontal bars, one per share, labelled with its count and percentage. */
export function ShareBars({
  label,
  shares,
  name,
  barClassName = 'bg-primary',
}: {
  label: string
  shares: Share[]
  name: (key: string) => string
  barClassName?: string
}) {
  if (shares.length === 0) return <p className="text-sm text-muted-foreground">No messages yet.</p>
  return (
    <ul aria-label={label} className="space-y-3">
      {shares.map((share) => (
        <li key={share.key}>
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="truncate font-medium">{name(share.key)}</span>
            <span className="shrink-0 text-xs text-muted-foreground">
              {share.count} · {share.percent}%
            </span>
          </div>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
            <div
              className={`h-full rounded-full ${barClassName}`}
              style={{ width: `${barWidth(share)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}
