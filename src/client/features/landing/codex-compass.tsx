import { RouteButton } from '@/client/components/route-button'
import { SectionHeading } from '@/client/components/section-heading'
import { Badge } from '@/client/components/ui/badge'
import { cn } from '@/client/lib/utils'
import { compassPaths, findRoute, type RouteEntry } from '@/shared/routes'
import { plural } from '@/shared/plural'
import { RouteIcon } from './route-icon'

const entries = compassPaths
  .map((path) => findRoute(path))
  .filter((entry): entry is RouteEntry => entry !== undefined)

/**
 * The navigation hub (docs/product/landing-and-navigation.md): every entry with its purpose and an
 * Enter button.
 */
export function CodexCompass() {
  const open = entries.filter((entry) => entry.live).length
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading eyebrow="Navigation hub" title="Codex Compass">
        Every destination of the codex: {plural(open, 'area')} {open === 1 ? 'is' : 'are'} open.
        {open < entries.length ? ` ${plural(entries.length - open, 'area')} not open yet.` : ''}
      </SectionHeading>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {entries.map((entry) => (
          <li
            key={entry.path}
            className={cn(
              'flex flex-col rounded-xl border bg-card/60 p-5',
              entry.live ? 'border-primary/50' : 'border-border',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <span className="rounded-lg bg-primary/15 p-2 text-primary">
                <RouteIcon name={entry.icon} className="size-5" />
              </span>
              {entry.live ? (
                <Badge>Open</Badge>
              ) : (
                <Badge variant="outline" className="font-normal text-muted-foreground">
                  Not open yet
                </Badge>
              )}
            </div>
            <h3 className="mt-4 font-display text-lg font-semibold">{entry.title}</h3>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{entry.description}</p>
            <RouteButton
              to={entry.path}
              variant={entry.live ? 'default' : 'outline'}
              className="mt-5 w-full"
            >
              Enter<span className="sr-only"> {entry.title}</span>
            </RouteButton>
          </li>
        ))}
      </ul>
    </div>
  )
}
