import { Eye } from 'lucide-react'
import { cn } from '@/client/lib/utils'
import type { Enhancement } from '@/shared/system'
import { useEnhancements } from './api/get-enhancements'

const impactStyles: Record<Enhancement['impact'], string> = {
  high: 'border-primary/50 text-primary',
  medium: 'border-accent/50 text-accent',
  low: 'border-border text-muted-foreground',
}

const statusStyles: Record<Enhancement['status'], string> = {
  active: 'border-emerald-400/50 text-emerald-300',
  completed: 'border-emerald-400/50 text-emerald-300',
  pending: 'border-amber-400/50 text-amber-300',
  error: 'border-rose-400/50 text-rose-300',
}

/** Each platform component, what it adds, its impact, state and Agent Zero integration. */
export function EnhancementsList() {
  const enhancements = useEnhancements()
  if (enhancements.isPending)
    return (
      <p className="text-sm text-muted-foreground" aria-busy="true">
        Checking the components…
      </p>
    )
  if (enhancements.isError)
    return (
      <div className="text-sm">
        <p className="font-medium text-destructive">Failed to fetch enhancements</p>
        <p className="mt-1 text-muted-foreground">{enhancements.error.message}</p>
      </div>
    )
  return (
    <ul aria-label="Active enhancements" className="grid gap-3 md:grid-cols-2">
      {enhancements.data.map((item) => (
        <li key={item.component} className="rounded-lg border border-border bg-card/40 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="mr-auto font-display font-semibold">{item.component}</h4>
            <span
              className={cn('rounded-full border px-2 py-0.5 text-xs', statusStyles[item.status])}
            >
              {item.status}
            </span>
            <span
              className={cn('rounded-full border px-2 py-0.5 text-xs', impactStyles[item.impact])}
            >
              {item.impact} impact
            </span>
          </div>
          <p className="mt-1 text-xs uppercase tracking-wider text-muted-foreground">
            {item.enhancementType}
          </p>
          <p className="mt-2 text-sm">{item.description}</p>
          {item.agentZeroIntegration ? (
            <p className="mt-2 flex items-center gap-1.5 text-xs text-primary">
              <Eye aria-hidden className="size-3.5" /> Observed by Agent Zero
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
