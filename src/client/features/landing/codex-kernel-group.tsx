import { Braces, ExternalLink } from 'lucide-react'
import { RouteButton } from '@/client/components/route-button'
import { SectionHeading } from '@/client/components/section-heading'
import { Button } from '@/client/components/ui/button'
import { API_DOCS_PATH, findRoute, homeSections, routeRegistry } from '@/shared/routes'

const kernelPaths = [
  '/codex-kernel',
  '/system-dashboard',
  '/truth-verification-matrix',
  '/comprehensive-monitoring',
]

// Figures computed from the route registry itself: what the codex has, and what is open.
const destinations = routeRegistry.filter((entry) => !entry.redirectTo)
const screens = new Set(destinations.map((entry) => entry.screen))
const openScreens = new Set(destinations.filter((entry) => entry.live).map((entry) => entry.screen))
const figures = [
  { label: 'Destinations', value: destinations.length, note: 'paths in the route registry' },
  { label: 'Screens', value: screens.size, note: 'distinct screens behind them' },
  { label: 'Screens open', value: openScreens.size, note: 'ready to enter today' },
  {
    label: 'Home sections',
    value: homeSections.filter((section) => section.live).length,
    note: `live, of ${homeSections.length} planned`,
  },
]

/**
 * docs/product/landing-and-navigation.md "Codex Kernel Interface": the kernel's doors and the
 * codex's own shape.
 */
export function CodexKernelGroup() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading eyebrow="Kernel" title="Codex Kernel Interface">
        The kernel is the codex looking at itself: its screens, its health and its checks.
      </SectionHeading>
      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl border border-border bg-card/60 p-5">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="mt-1 font-display text-3xl font-semibold">{figure.value}</dd>
            <dd className="mt-1 text-xs text-muted-foreground">{figure.note}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        {kernelPaths.map((path) => (
          <RouteButton key={path} to={path} variant="outline" size="sm">
            {findRoute(path)?.title}
          </RouteButton>
        ))}
        <Button asChild variant="secondary" size="sm">
          <a href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer">
            <Braces aria-hidden /> API reference <ExternalLink aria-hidden />
          </a>
        </Button>
      </div>
    </div>
  )
}
