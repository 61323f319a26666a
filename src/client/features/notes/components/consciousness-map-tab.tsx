import { Network } from 'lucide-react'
import type { ReactNode } from 'react'
import { RouteButton } from '@/client/components/route-button'
import { useConsciousnessMap } from '../api/get-consciousness-map'
import { LEVEL_LABELS } from '../note-format'
import { EmptyState } from '@/client/components/empty-state'
import { LoadError } from '@/client/components/query-state'
import { plural } from '@/shared/plural'

const levelBar = {
  basic: 'bg-sky-400',
  enhanced: 'bg-violet-400',
  profound: 'bg-fuchsia-400',
} as const

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl border border-border bg-card p-4">
      <h4 className="font-display font-semibold">{title}</h4>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/**
 * The consciousness map: levels across every vault, what Agent Zero has observed, tag clusters
 * and the wikilinks that bridge one tag to another, over every note (made by the server).
 */
export function ConsciousnessMapTab() {
  const query = useConsciousnessMap()

  if (query.isPending)
    return (
      <p aria-busy="true" className="text-sm text-muted-foreground">
        Mapping the notes…
      </p>
    )
  if (query.isError)
    return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
  const map = query.data
  if (map.total === 0)
    return (
      <EmptyState icon={Network} title="Nothing to map yet">
        The map draws itself from your notes, their tags and their links.
      </EmptyState>
    )

  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Consciousness levels">
          <ul className="space-y-2">
            {(Object.keys(map.levels) as (keyof typeof map.levels)[]).map((level) => {
              const count = map.levels[level]
              const percent = Math.round((count / map.total) * 100)
              return (
                <li key={level} className="text-sm">
                  <div className="flex justify-between">
                    <span>{LEVEL_LABELS[level]}</span>
                    <span className="text-muted-foreground">
                      {count} ({percent}%)
                    </span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-muted">
                    <div
                      className={`h-2 rounded-full ${levelBar[level]}`}
                      style={{ width: `${percent}%` }}
                    />
                  </div>
                </li>
              )
            })}
          </ul>
          <p className="mt-3 text-sm text-muted-foreground">
            Agent Zero has observed {map.observed} of {map.total}{' '}
            {map.total === 1 ? 'note' : 'notes'}. {map.links}{' '}
            {map.links === 1 ? 'wikilink' : 'wikilinks'}, {map.unresolved} without a note yet.
          </p>
        </Panel>
        <Panel title="Bridges between tags">
          {map.bridges.length ? (
            <ul className="space-y-1.5 text-sm">
              {map.bridges.map((bridge) => (
                <li key={`${bridge.from}-${bridge.to}`} className="flex justify-between gap-3">
                  <span className="min-w-0 break-all">
                    #{bridge.from} ↔ #{bridge.to}
                  </span>
                  <span className="shrink-0 text-muted-foreground">
                    {plural(bridge.links, 'link')}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              No wikilink joins notes of different tags yet.
            </p>
          )}
        </Panel>
      </div>
      <Panel title="Tag clusters">
        {map.clusters.length ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {map.clusters.map((cluster) => (
              <li key={cluster.tag} className="min-w-0 rounded-lg bg-muted/50 p-3 text-sm">
                <p className="flex justify-between gap-2 font-medium">
                  <span className="min-w-0 break-all">#{cluster.tag}</span>
                  <span className="shrink-0 text-muted-foreground">
                    {plural(cluster.count, 'note')}
                  </span>
                </p>
                <p className="mt-1 text-muted-foreground break-words">
                  {cluster.titles.join(', ')}
                  {cluster.count > cluster.titles.length
                    ? ` +${cluster.count - cluster.titles.length} more`
                    : ''}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No note has a tag yet.</p>
        )}
        {map.untethered.count ? (
          <p className="mt-3 text-sm text-muted-foreground break-words">
            Untethered (no tags, no links): {map.untethered.titles.join(', ')}
            {map.untethered.count > map.untethered.titles.length
              ? ` +${map.untethered.count - map.untethered.titles.length} more`
              : ''}
          </p>
        ) : null}
      </Panel>
      <RouteButton to="/memory-lattice" variant="outline">
        <Network aria-hidden />
        See the memory lattice
      </RouteButton>
    </div>
  )
}
