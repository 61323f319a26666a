import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { focusSectionHeading } from '@/client/lib/move-focus'
import { rememberRoute } from '@/client/lib/navigation-state'
import { scrollToAnchor } from '@/client/lib/scroll-to-anchor'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

function useScrollToHash() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    rememberRoute(pathname)
    if (!hash) {
      window.scrollTo({ top: 0 })
      return
    }
    // Sections of lazily loaded screens may mount a moment after the route.
    const id = decodeURIComponent(hash.slice(1))
    let tries = 0
    let release: (() => void) | undefined
    const timer = window.setInterval(() => {
      const target = document.getElementById(id)
      if (target || ++tries > 20) {
        window.clearInterval(timer)
        if (!target) return
        const unpin = scrollToAnchor(target)
        // Keyboard focus follows an anchor to its target's heading, so Tab goes on from there,
        // not from the link.
        const stopFocusing = focusSectionHeading(target)
        release = () => {
          unpin()
          stopFocusing()
        }
      }
    }, 50)
    return () => {
      window.clearInterval(timer)
      release?.()
    }
  }, [pathname, hash])
}

export function RootLayout() {
  useScrollToHash()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
