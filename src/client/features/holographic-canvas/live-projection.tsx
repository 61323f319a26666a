import { RouteButton } from '@/client/components/route-button'
import { SectionHeading } from '@/client/components/section-heading'
import { HolographicCanvas } from './holographic-canvas'

/**
 * docs/product/landing-and-navigation.md Live Consciousness Projection, showing the holographic
 * node canvas.
 */
export function LiveProjection() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading eyebrow="Projection" title="Live Consciousness Projection">
        The codex as a holographic field: every node an idea, every pulse a thought passing between
        them. Turn the sound on to hear Adam, Eve and Alex when a pulse reaches them.
      </SectionHeading>
      <div className="mt-8">
        <HolographicCanvas />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <RouteButton to="/public-showcase" variant="outline" size="sm">
          Live AI thinking theatre
        </RouteButton>
        <RouteButton to="/auto-messaging" variant="outline" size="sm" newTab>
          Auto Messaging
        </RouteButton>
        <RouteButton to="/chamber-of-mirrors" variant="outline" size="sm" newTab>
          Chamber of Mirrors
        </RouteButton>
      </div>
    </div>
  )
}
