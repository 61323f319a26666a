import { BookOpen, Database } from 'lucide-react'
import { Badge } from '@/client/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card'
import { cn } from '@/client/lib/utils'
import type { GithubDomains, KnowledgeStats } from '../api/get-dashboard'
import { firstOf, percentOf, priorityColour } from '../knowledge-format'
import { Meter } from './meter'

function FirstThree({ label, items }: { label: string; items: string[] }) {
  const { shown, more } = firstOf(items)
  return (
    <div>
      <p className="text-xs uppercase tracking-wide text-muted-foreground">{label}</p>
      <ul className="mt-1 flex flex-wrap gap-1">
        {shown.map((item) => (
          <li key={item} className="rounded bg-muted px-1.5 py-0.5 text-xs break-all">
            {item}
          </li>
        ))}
        {more ? <li className="px-1 py-0.5 text-xs text-muted-foreground">{more}</li> : null}
      </ul>
    </div>
  )
}

/** Academic Domains with their total, priority, first search terms and topics. */
export function DomainsCard({ domains }: { domains: GithubDomains | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BookOpen className="size-5 text-primary" aria-hidden />
          Academic Domains {domains ? `(${domains.totalDomains})` : ''}
        </CardTitle>
        {domains ? (
          <p className="text-sm text-muted-foreground">
            {domains.searchCapacity} · {domains.expectedOutput}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        {domains ? (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {domains.availableDomains.map((domain) => (
              <li
                key={domain.name}
                className="min-w-0 space-y-2 rounded-lg border border-border bg-background/40 p-3"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h4 className="min-w-0 font-medium break-words">{domain.name}</h4>
                  <Badge
                    variant="outline"
                    className={cn('capitalize', priorityColour(domain.priority))}
                  >
                    {domain.priority}
                  </Badge>
                </div>
                <FirstThree label="Search terms" items={domain.searchTerms} />
                <FirstThree label="Topics" items={domain.topics} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">The domain list did not load.</p>
        )}
      </CardContent>
    </Card>
  )
}

const PRIORITY_ORDER = ['critical', 'high', 'medium', 'low']
const rankOf = (priority: string) => {
  const index = PRIORITY_ORDER.indexOf(priority.toLowerCase())
  return index < 0 ? PRIORITY_ORDER.length : index
}

const PRIORITY_BARS: Record<string, string> = {
  critical: 'from-red-500 to-red-400',
  high: 'from-orange-500 to-orange-400',
  medium: 'from-yellow-500 to-yellow-300',
  low: 'from-green-500 to-green-400',
}

/** Knowledge Base Statistics: documents per category and per priority. */
export function StatsCard({ stats }: { stats: KnowledgeStats | undefined }) {
  const categories = Object.entries(stats?.categoryCounts ?? {}).sort((a, b) => b[1] - a[1])
  const priorities = Object.entries(stats?.priorityCounts ?? {}).sort(
    (a, b) => rankOf(a[0]) - rankOf(b[0]) || a[0].localeCompare(b[0]),
  )
  const total = categories.reduce((sum, [, count]) => sum + count, 0)
  const priorityTotal = priorities.reduce((sum, [, count]) => sum + count, 0)
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Database className="size-5 text-accent" aria-hidden />
          Knowledge Base Statistics
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <section>
          <h4 className="text-sm font-semibold">Categories</h4>
          {categories.length ? (
            <div className="mt-3 space-y-2">
              {categories.map(([name, count]) => (
                <Meter
                  key={name}
                  label={name}
                  value={percentOf(count, total)}
                  detail={String(count)}
                />
              ))}
            </div>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">No documents yet.</p>
          )}
        </section>
        <section>
          <h4 className="text-sm font-semibold">Priority Distribution</h4>
          {priorities.length ? (
            <div className="mt-3 space-y-2">
              {priorities.map(([name, count]) => (
                <Meter
                  key={name}
                  label={name.charAt(0).toUpperCase() + name.slice(1)}
                  value={percentOf(count, priorityTotal)}
                  detail={String(count)}
                  barClass={PRIORITY_BARS[name] ?? 'from-zinc-500 to-zinc-400'}
                />
              ))}
            </div>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">No documents yet.</p>
          )}
        </section>
      </CardContent>
    </Card>
  )
}
