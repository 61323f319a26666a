import { useSyncExternalStore } from 'react'

/** Phones: where the floating buttons take a real share of the screen. */
const SMALL_SCREEN = '(max-width: 639px)'
/** Scrolling less than this either way changes nothing (a finger's jitter). */
const SLACK_PX = 8
/** Near the top the buttons always show: nothing has been read past yet. */
const TOP_PX = 80

let hidden = false
let lastY = 0
let pageResized: ResizeObserver | null = null
const listeners = new Set<() => void>()

function setHidden(next: boolean) {
  if (next === hidden) return
  hidden = next
  for (const listener of listeners) listener()
}

/** What marks a floating button (its launcher sets it), for the check of what lies under it. */
const FLOATING_ATTRIBUTE = 'data-floating-button'

const overlaps = (a: DOMRect, b: { left: number; top: number; right: number; bottom: number }) =>
  a.width > 0 &&
  a.height > 0 &&
  a.left < b.right &&
  a.right > b.left &&
  a.top < b.bottom &&
  a.bottom > b.top

/**
 * Whether a shown floating button would sit over text, a link or a picture of the page: the
 * elements under a grid of points of its box (where it stands when shown: `offset*` ignores the
 * step-aside translation), and the text in them whose lines meet that box.
 */
function contentUnderButtons(): boolean {
  for (const button of document.querySelectorAll<HTMLElement>(`[${FLOATING_ATTRIBUTE}]`)) {
    if (button.offsetWidth === 0) continue
    const box = {
      left: button.offsetLeft,
      top: button.offsetTop,
      right: button.offsetLeft + button.offsetWidth,
      bottom: button.offsetTop + button.offsetHeight,
    }
    const under = new Set<Element>()
    for (const fx of [0.1, 0.5, 0.9])
      for (const fy of [0.1, 0.5, 0.9]) {
        const x = box.left + (box.right - box.left) * fx
        const y = box.top + (box.bottom - box.top) * fy
        const below = document
          .elementsFromPoint(x, y)
          .find((element) => !element.closest(`[${FLOATING_ATTRIBUTE}]`))
        if (below && below !== document.body && below !== document.documentElement) under.add(below)
      }
    for (const element of under) {
      if (element.matches('a, button, input, select, textarea, img, svg, video, canvas'))
        return true
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        if ([...range.getClientRects()].some((rect) => overlaps(rect, box))) return true
      }
    }
  }
  return false
}

/**
 * On a phone the floating buttons step aside while the page scrolls down (they would sit over
 * the lines being read) and come back on the way up and at the end of the page, where the
 * footer's padding keeps them clear of text. Near the top they show unless text, a link or a
 * picture of the first screen lies under them: there they wait until the person scrolls.
 */
function onScroll() {
  const y = window.scrollY
  const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 4
  if (!window.matchMedia(SMALL_SCREEN).matches || atEnd) {
    lastY = y
    setHidden(false)
    return
  }
  if (y < TOP_PX) {
    lastY = y
    setHidden(contentUnderButtons())
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
    // A screen's content arrives after the buttons: look again whenever the page changes size.
    pageResized = new ResizeObserver(() => requestAnimationFrame(onScroll))
    pageResized.observe(document.body)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    window.removeEventListener('scroll', onScroll)
    window.removeEventListener('resize', onScroll)
    pageResized?.disconnect()
    pageResized = null
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
