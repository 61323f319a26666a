import { Link } from 'react-router'
import { cn } from '@/client/lib/utils'
import { homeSections, routeRegistry } from '@/shared/routes'
import { areaStatus, areasOf } from './areas'
import { TestRunSummary } from './test-run-summary'
import { plural } from '@/shared/plural'

const statusStyles = {
  live: 'border-emerald-400/50 text-emerald-300',
  'partly live': 'border-amber-400/50 text-amber-300',
  planned: 'border-border text-muted-foreground',
}

/** Every area of the roadmap with its real status, straight from the route registry. */
export function DevelopmentAreas() {
  const areas = areasOf(routeRegistry)
  const screensLive = areas.filter((area) => area.live > 0).length
  const paths = areas.flatMap((area) => area.paths)
  const pathsLive = paths.filter((path) => path.live).length
  const sectionsLive = homeSections.filter((section) => section.live).length
  const order = { 'partly live': 0, planned: 1, live: 2 }
  const sorted = [...areas].sort((a, b) => order[areaStatus(a)] - order[areaStatus(b)])

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {[
          ['Screens live', screensLive, areas.length],
          ['Paths live', pathsLive, paths.length],
          ['Home sections live', sectionsLive, homeSections.length],
        ].map(([label, live, total]) => (
          <div key={label} className="rounded-lg border border-border bg-card/40 p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold tabular-nums">
              {live} <span className="text-base text-muted-foreground">of {total}</span>
            </dd>
          </div>
        ))}
      </dl>
      <TestRunSummary />
      <ul aria-label="Platform areas" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {sorted.map((area) => {
          const status = areaStatus(area)
          return (
            <li key={area.screen} className="rounded-lg border border-border bg-card/40 p-4">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-display font-semibold">{area.title}</h3>
                <span
                  className={cn(
                    'shrink-0 rounded-full border px-2 py-0.5 text-xs',
                    statusStyles[status],
                  )}
                >
                  {status}
                </span>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{area.description}</p>
              <p className="mt-2 text-xs text-muted-foreground">
                {area.live} of {plural(area.paths.length, 'path')} live
              </p>
              <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs">
                {area.paths.map((path) => (
                  <li key={path.path}>
                    {path.live ? (
                      <Link
                        to={path.path}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {path.path}
                      </Link>
                    ) : (
                      <span className="text-muted-foreground">{path.path}</span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
