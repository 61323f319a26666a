import { Badge } from '@/client/components/ui/badge'
import { cn } from '@/client/lib/utils'
import type { Impact, LearningLogEntry, LogEntity } from '@content/learning-logs'

const entityStyle: Record<LogEntity, string> = {
  adam: 'bg-violet-500/20 text-violet-200',
  eve: 'bg-cyan-500/20 text-cyan-200',
  system: 'bg-slate-500/25 text-slate-200',
}
const impactStyle: Record<Impact, string> = {
  high: 'border-rose-400/60 text-rose-200',
  medium: 'border-amber-400/60 text-amber-200',
  low: 'border-emerald-400/60 text-emerald-200',
}
const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })

export function LogEntryCard({ entry }: { entry: LearningLogEntry }) {
  return (
    <li className="rounded-xl border border-border bg-card/60 p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge className={cn('capitalize', entityStyle[entry.entity])}>{entry.entity}</Badge>
        <Badge variant="outline" className="font-normal capitalize text-muted-foreground">
          {entry.learningType}
        </Badge>
        <Badge variant="outline" className={cn('font-normal', impactStyle[entry.impact])}>
          {entry.impact} impact
        </Badge>
        <time
          className="ml-auto text-muted-foreground"
          dateTime={new Date(entry.timestamp).toISOString()}
        >
          {time.format(entry.timestamp)}
        </time>
      </div>
      <h3 className="mt-3 font-semibold">{entry.insight}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{entry.humanReadable}</p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-xs text-muted-foreground hover:text-foreground">
          Technical details
        </summary>
        <p className="mt-1 font-mono text-xs text-muted-foreground">{entry.technicalDetails}</p>
      </details>
    </li>
  )
}
