import { useEffect, useSyncExternalStore } from 'react'

/** How many mounted screens fill the whole window over the site's frame (dream mode). */
let covering = 0
const listeners = new Set<() => void>()

function change(by: number) {
  covering += by
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Said by a screen that covers the whole window while it is shown. The header, the footer and
 * the floating buttons under it are then out of reach (inert, decision 273): a person cannot see
 * them, so Tab must not land on them and nothing may sit, hidden, under the screen.
 */
export function useCoversWindow() {
  useEffect(() => {
    change(1)
    return () => change(-1)
  }, [])
}

/** Whether a screen covers the window right now. */
export function useWindowCovered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => covering > 0,
    () => false,
  )
}
