import { clearNavigationState } from '@/client/lib/navigation-state'
import { findHomeSection } from '@/shared/home-sections'

export const DOCUMENT_TITLE = 'HumanCodex — AI Consciousness Platform'

/**
 * docs/product/landing-and-navigation.md start-up, with the product's rule that it never signs
 * anyone out.
 */
export function runStartup() {
  document.title = DOCUMENT_TITLE
  unregisterServiceWorkers()
  resetAtRootWithoutReferrer()
  installGlobalErrorHandlers()
}

function unregisterServiceWorkers() {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
    .catch((error: unknown) => console.debug('service worker clean-up skipped', error))
}

/**
 * A fresh load of the root clears stale navigation state and the query, but keeps a hash that
 * names a live home section: a shared `/#marketplace` is a deliberate deep link (decision 154).
 */
function resetAtRootWithoutReferrer() {
  if (window.location.pathname !== '/' || document.referrer !== '') return
  clearNavigationState()
  const kept = deepLinkHash(window.location.hash)
  if (window.location.search || window.location.hash !== kept) {
    window.history.replaceState(null, '', `/${kept}`)
  }
}

export function deepLinkHash(hash: string): string {
  let id: string
  try {
    id = decodeURIComponent(hash.slice(1))
  } catch {
    return ''
  }
  return findHomeSection(id)?.live ? `#${id}` : ''
}

function isAbortOrFetchFailure(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason)
  return /abort|failed to fetch|network ?error|load failed/i.test(text)
}

function installGlobalErrorHandlers() {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    if (reason instanceof DOMException && reason.name === 'AbortError') {
      console.debug('aborted request', reason)
    } else {
      console.warn('unhandled rejection', reason)
    }
    event.preventDefault()
  })
  window.addEventListener('error', (event) => {
    if (isAbortOrFetchFailure(event.error ?? event.message)) event.preventDefault()
  })
}
