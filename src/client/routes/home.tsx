import { lazy, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { DeferredSection, RevealAllSections } from '@/client/components/deferred-section'
import { HeroSection } from '@/client/features/landing/hero-section'
import { CodexPulse } from '@/client/features/system-status/codex-pulse'
import { scrollToAnchor } from '@/client/lib/scroll-to-anchor'
import { pageSections } from './home-section-views'

/** The tips strip above the sections; not a section of the registry, so not an anchor target. */
const TipBanner = lazy(() =>
  import('@/client/features/landing/tip-banner').then((module) => ({ default: module.TipBanner })),
)

/**
 * Jumping to an anchor renders every section at once, then scrolls again once their chunks
 * are in, since sections above the target change height as they arrive (the root layout's
 * pin covers the data that arrives after that).
 */
function useRevealForAnchor() {
  const { hash, key } = useLocation()
  const [revealAll, setRevealAll] = useState(false)
  if (hash.length > 1 && !revealAll) setRevealAll(true)

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1))
    if (!id) return
    let cancelled = false
    let release: (() => void) | undefined
    void Promise.all(pageSections.map((section) => section.load())).then(() =>
      window.setTimeout(() => {
        const target = document.getElementById(id)
        if (!cancelled && target) release = scrollToAnchor(target)
      }, 150),
    )
    return () => {
      cancelled = true
      release?.()
    }
  }, [hash, key])

  return revealAll
}

export function HomeScreen() {
  const revealAll = useRevealForAnchor()
  return (
    <>
      <HeroSection status={<CodexPulse />} />
      <RevealAllSections value={revealAll}>
        <DeferredSection id="tips" label="Tips" minHeight="3rem">
          <TipBanner />
        </DeferredSection>
        {pageSections.map(({ id, label, minHeight, Component }) => (
          <DeferredSection key={id} id={id} label={label} minHeight={minHeight}>
            <Component />
          </DeferredSection>
        ))}
      </RevealAllSections>
    </>
  )
}
