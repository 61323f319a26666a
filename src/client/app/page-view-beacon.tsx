import { useEffect } from 'react'
import type { createRouter } from './router'
import { nextPageView } from './page-views'

type Router = ReturnType<typeof createRouter>

// The load's first view is counted once, even when React runs effects twice in development.
let loadCounted = false

function send(path: string, firstOfLoad: boolean) {
  const body = nextPageView(localStorage, path, {
    now: new Date(),
    referrer: document.referrer,
    ownHost: window.location.host,
    firstOfLoad,
  })
  // Counting must never disturb the page: failures are ignored.
  void fetch('/api/page-views', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined)
}

/**
 * Tells the server about each page view (path and first-view flags, nothing personal) for the
 * marketing console: once on load, then on every change of path.
 */
export function PageViewBeacon({ router }: { router: Router }) {
  useEffect(() => {
    let last = router.state.location.pathname
    if (!loadCounted) {
      loadCounted = true
      send(last, true)
    }
    return router.subscribe((state) => {
      const path = state.location.pathname
      if (state.navigation.state !== 'idle' || path === last) return
      last = path
      send(path, false)
    })
  }, [router])
  return null
}
