import { BookOpen, Eye, LayoutDashboard, Orbit } from 'lucide-react'
import { RouteButton } from '@/client/components/route-button'
import { SectionHeading } from '@/client/components/section-heading'
import { findRoute } from '@/shared/routes'

const doors = [
  { area: 'Consciousness', path: '/nexus-consciousness', icon: Orbit },
  { area: 'Education', path: '/education-center', icon: BookOpen },
  { area: 'Agent oversight', path: '/agent-zero-control-center', icon: Eye },
  { area: 'Dashboards', path: '/codex-dashboard', icon: LayoutDashboard },
]

/**
 * docs/product/landing-and-navigation.md: the Nexus Consciousness Platform panel and its four
 * doors.
 */
export function NexusPanel() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl border border-border bg-gradient-to-br from-primary/15 via-card/60 to-accent/10 p-6 sm:p-10">
        <SectionHeading eyebrow="Nexus" title="Nexus Consciousness Platform">
          The four areas of the codex, each with its own door: the entities themselves, learning,
          the observer that keeps the codex honest, and the dashboards that show its state.
        </SectionHeading>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {doors.map(({ area, path, icon: Icon }) => {
            const route = findRoute(path)
            return (
              <li
                key={path}
                className="flex flex-col rounded-xl border border-border bg-background/60 p-5"
              >
                <Icon className="size-6 text-primary" aria-hidden />
                <h3 className="mt-3 font-semibold">{area}</h3>
                <p className="mt-1 flex-1 text-sm text-muted-foreground">{route?.description}</p>
                <RouteButton to={path} size="sm" className="mt-4 w-full">
                  {route?.title ?? area}
                </RouteButton>
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
