import { useLocation } from 'react-router'
import { ScreenHeader } from '@/client/components/screen-header'
import { ThinkingTheatre } from '@/client/features/ai-communication/theatre/thinking-theatre'
import { HolographicCanvas } from '@/client/features/holographic-canvas/holographic-canvas'
import { findRoute } from '@/shared/routes'

/** `/public-showcase` and `/holographic-theater`: the live AI thinking theatre. */
export default function ThinkingTheatreScreen() {
  const entry = findRoute(useLocation().pathname)
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Live AI thinking theatre" title={entry?.title ?? 'Public Showcase'}>
        {entry?.description}
      </ScreenHeader>
      <ThinkingTheatre stage={<HolographicCanvas />} />
    </div>
  )
}
