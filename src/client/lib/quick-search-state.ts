import { useSyncExternalStore } from 'react'

// Whether the quick-search dialog is open. The header, the hero, the floating button and the
// Ctrl/Cmd+K shortcut all open the one dialog, which lives in the quick-search feature.
let open = false
const listeners = new Set<() => void>()

export function setQuickSearchOpen(next: boolean) {
  if (open === next) return
  open = next
  listeners.forEach((listener) => listener())
}

export const openQuickSearch = () => setQuickSearchOpen(true)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useQuickSearchOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  )
}

/** The shortcut as this visitor's keyboard labels it. */
export const quickSearchShortcut = () =>
  /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘ K' : 'Ctrl K'

export const isQuickSearchOpen = () => open
