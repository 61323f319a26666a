import { sampleEntries, type LearningLogEntry } from '@content/learning-logs'
import { ScrollText } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/client/components/ui/badge'
import type { Persona } from '@/shared/personas'
import { timeAgo } from './time-ago'

/** The persona's entries in the AI learning logs (sample content, docs/product/learning.md). */
export function LearningEntries({ persona }: { persona: Persona }) {
  const [now] = useState(() => Date.now())
  const entries: LearningLogEntry[] = sampleEntries(now).filter(
    (entry) => entry.entity === persona.id,
  )
  return (
    <section aria-labelledby={`${persona.id}-learning`} className="space-y-3">
      <h3
        id={`${persona.id}-learning`}
        className="flex items-center gap-2 font-display font-semibold"
      >
        <ScrollText className="size-4 text-primary" aria-hidden /> In the learning logs
        <Badge variant="outline" className="font-normal">
          sample
        </Badge>
      </h3>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          No learning-log entries for {persona.name} yet: the logs follow Adam, Eve and the system.
        </p>
      ) : (
        <ol aria-label={`${persona.name}'s learning-log entries`} className="space-y-2">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-border bg-card/60 p-3 text-sm">
              <p className="font-medium">{entry.insight}</p>
              <p className="mt-1 text-muted-foreground">{entry.humanReadable}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {entry.learningType} · {entry.impact} impact · {timeAgo(entry.timestamp, now)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
