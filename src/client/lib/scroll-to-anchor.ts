const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Scrolls `target` to the top and keeps it there while the page above it settles: sections
 * load their code and data after the jump and grow, which would push the target down. The pin
 * lets go after `settleMs` or as soon as the visitor scrolls, types or clicks. Returns a
 * function that lets go early.
 */
export function scrollToAnchor(target: HTMLElement, settleMs = 3000): () => void {
  const align = () => target.scrollIntoView({ block: 'start' })
  align()
  const observer = new ResizeObserver(align)
  observer.observe(document.body)
  const release = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const type of VISITOR_INPUT) window.removeEventListener(type, release)
  }
  const timer = window.setTimeout(release, settleMs)
  for (const type of VISITOR_INPUT) window.addEventListener(type, release, { passive: true })
  return release
}
