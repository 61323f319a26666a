import { Check } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '@/client/lib/utils'
import { findRoute, isLiveHref } from '@/shared/routes'
import { AREAS_TO_VISIT, markVisited, type OnboardingProgress } from '../onboarding-progress'
import { plural } from '@/shared/plural'

const CANDIDATES = [
  '/teachings',
  '/learning',
  '/consciousness-marketplace',
  '/bookstore',
  '/agents',
  '/messaging-board',
  '/platform-guide',
  '/tool-discovery',
]

/** Step 3: open three areas of the codex; each one opened from here is ticked off. */
export function AreasStep({
  progress,
  onChange,
}: {
  progress: OnboardingProgress
  onChange: (change: (current: OnboardingProgress) => OnboardingProgress) => void
}) {
  const areas = CANDIDATES.filter(isLiveHref)
  const count = Math.min(progress.visited.length, AREAS_TO_VISIT)
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {count} of {plural(AREAS_TO_VISIT, 'area')} visited. Come back here afterwards to finish the
        tour.
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {areas.map((path) => {
          const entry = findRoute(path)
          const visited = progress.visited.includes(path)
          return (
            <li key={path}>
              <Link
                to={path}
                onClick={() => onChange((current) => markVisited(current, path))}
                className={cn(
                  'flex h-full items-start gap-3 rounded-lg border border-border p-3 text-sm transition-colors hover:border-primary/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  visited && 'border-emerald-500/50 bg-emerald-500/10',
                )}
              >
                <span
                  className={cn(
                    'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border border-border',
                    visited && 'border-emerald-400 bg-emerald-400 text-emerald-950',
                  )}
                  aria-hidden
                >
                  {visited ? <Check className="size-3.5" /> : null}
                </span>
                <span>
                  <span className="font-medium">{entry?.title}</span>
                  {visited ? <span className="sr-only"> (visited)</span> : null}
                  <span className="block text-muted-foreground">{entry?.description}</span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
