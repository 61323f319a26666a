import { Pause, Play } from 'lucide-react'
import { useEffect, useState } from 'react'
import { SectionHeading } from '@/client/components/section-heading'
import { Button } from '@/client/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { sampleEntries, type LogEntity } from '@content/learning-logs'
import { LIVE_TICK_MS, tick } from './learning-log'
import { LogEntryCard } from './log-entry-card'

const tabs: { value: string; label: string; entity?: LogEntity }[] = [
  { value: 'all', label: 'All Learning' },
  { value: 'adam', label: "Adam's Growth", entity: 'adam' },
  { value: 'eve', label: "Eve's Evolution", entity: 'eve' },
  { value: 'system', label: 'System Insights', entity: 'system' },
]

/** docs/product/learning.md AI Learning Logs: four tabs and live updates that can be paused. */
export function LearningLogs() {
  const [entries, setEntries] = useState(() => sampleEntries(Date.now()))
  const [live, setLive] = useState(true)

  useEffect(() => {
    if (!live) return
    const timer = window.setInterval(
      () => setEntries((current) => tick(current, Math.random, Date.now())),
      LIVE_TICK_MS,
    )
    return () => window.clearInterval(timer)
  }, [live])

  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading eyebrow="Learning" title="AI Learning Logs">
          What adam, eve and the system are learning. These are sample entries, and new ones are
          generated in your browser while live updates run.
        </SectionHeading>
        <div className="flex items-center gap-3">
          <span
            className="flex items-center gap-2 text-sm text-muted-foreground"
            aria-live="polite"
          >
            <span
              className={`size-2 rounded-full ${live ? 'animate-pulse bg-emerald-400' : 'bg-muted-foreground'}`}
              aria-hidden
            />
            {live ? 'Live' : 'Paused'}
          </span>
          <Button variant="outline" onClick={() => setLive(!live)}>
            {live ? <Pause aria-hidden /> : <Play aria-hidden />}
            {live ? 'Pause Live Updates' : 'Resume Live Updates'}
          </Button>
        </div>
      </div>
      <Tabs defaultValue="all" className="mt-8">
        <TabsList aria-label="Learning log filter">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => {
          const shown = entries.filter((entry) => !tab.entity || entry.entity === tab.entity)
          return (
            <TabsContent key={tab.value} value={tab.value}>
              <ul className="grid gap-3 md:grid-cols-2">
                {shown.map((entry) => (
                  <LogEntryCard key={entry.id} entry={entry} />
                ))}
              </ul>
            </TabsContent>
          )
        })}
      </Tabs>
    </div>
  )
}
