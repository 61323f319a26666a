import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { focusSectionHeading } from '@/client/lib/move-focus'
import { rememberRoute } from '@/client/lib/navigation-state'
import { scrollToAnchor } from '@/client/lib/scroll-to-anchor'
import { useWindowCovered } from '@/client/lib/window-cover'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

const GIVE_UP_MS = 10_000
const VISITOR_INPUT = ['keydown', 'pointerdown'] as const

/** Calls `found` with the element `id` once it is in the page; returns a function that stops. */
function whenElement(id: string, found: (target: HTMLElement) => void): () => void {
  const look = () => {
    const target = document.getElementById(id)
    if (!target) return
    stop()
    found(target)
  }
  const observer = new MutationObserver(look)
  const timer = window.setTimeout(() => stop(), GIVE_UP_MS)
  function stop() {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true })
  look()
  return stop
}

function useScrollToHash() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    rememberRoute(pathname)
    if (!hash) {
      window.scrollTo({ top: 0 })
      return
    }
    // Sections of lazily loaded screens mount after the route, seconds later on a slow phone:
    // watched for until they do, unless the visitor clicks or types first.
    const id = decodeURIComponent(hash.slice(1))
    let release: (() => void) | undefined
    const stopWaiting = whenElement(id, (target) => {
      const unpin = scrollToAnchor(target)
      // Keyboard focus follows an anchor to its target's heading, so Tab goes on from there,
      // not from the link.
      const stopFocusing = focusSectionHeading(target)
      release = () => {
        unpin()
        stopFocusing()
      }
    })
    return () => {
      stopWaiting()
      release?.()
    }
  }, [pathname, hash])
}

export function RootLayout() {
  useScrollToHash()
  // Under a screen that fills the window the frame is out of sight, so out of reach too.
  const covered = useWindowCovered()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <div inert={covered} className="contents">
        <SiteHeader />
      </div>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <div inert={covered} className="contents">
        <SiteFooter />
      </div>
    </div>
  )
}
