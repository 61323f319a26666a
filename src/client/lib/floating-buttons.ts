import { useSyncExternalStore } from 'react'

/** Phones: where the floating buttons take a real share of the screen. */
const SMALL_SCREEN = '(max-width: 639px)'
/** Scrolling less than this either way changes nothing (a finger's jitter). */
const SLACK_PX = 8
/** Near the top the buttons always show: nothing has been read past yet. */
const TOP_PX = 80

let hidden = false
let lastY = 0
const listeners = new Set<() => void>()

function setHidden(next: boolean) {
  if (next === hidden) return
  hidden = next
  for (const listener of listeners) listener()
}

/**
 * On a phone the floating buttons step aside while the page scrolls down (they would sit over
 * the lines being read) and come back on the way up, near the top and at the end of the page,
 * where the footer's padding keeps them clear of text.
 */
function onScroll() {
  const y = window.scrollY
  const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 4
  if (!window.matchMedia(SMALL_SCREEN).matches || atEnd || y < TOP_PX) {
    lastY = y
    setHidden(false)
    return
  }
  if (Math.abs(y - lastY) < SLACK_PX) return
  setHidden(y > lastY)
  lastY = y
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    lastY = window.scrollY
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    window.removeEventListener('scroll', onScroll)
    window.removeEventListener('resize', onScroll)
    hidden = false
  }
}

/** Whether the floating buttons are out of the way right now. */
export function useFloatingButtonsHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hidden,
    () => false,
  )
}

/** Classes of a floating button that steps aside; keyboard focus always brings it back. */
export const steppedAside =
  'pointer-events-none translate-y-24 opacity-0 focus-visible:pointer-events-auto focus-visible:translate-y-0 focus-visible:opacity-100'
