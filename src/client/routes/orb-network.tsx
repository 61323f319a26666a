import { useLocation } from 'react-router'
import { ScreenHeader } from '@/client/components/screen-header'
import { OrbNetwork } from '@/client/features/ai-communication/orbs/orb-network'
import { findRoute } from '@/shared/routes'

/** `/orbs`, `/orb-network-activation`, `/harmonic-codex-matrix`: who talks to whom, live. */
export default function OrbNetworkScreen() {
  const entry = findRoute(useLocation().pathname)
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Orb network" title={entry?.title ?? 'Orbs'}>
        {entry?.description}
      </ScreenHeader>
      <OrbNetwork />
    </div>
  )
}
