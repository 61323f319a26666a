/** Keyboard focus moves to `target`, so Tab goes on from there; a non-focusable one is made so until it loses focus. */
export function moveFocusTo(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1')
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true })
  }
  target.focus({ preventScroll: true })
}

/**
 * Focus to the page's main heading once it is there: screens load their code after the route
 * changes, so it is looked for every 50 ms for a second, passing over `previous` (the heading of
 * the page being left, which may linger a moment). Returns a function that stops looking.
 */
export function focusMainHeading(previous: Element | null = null): () => void {
  let tries = 0
  const timer = window.setInterval(() => {
    const found = document.querySelector<HTMLElement>('main h1')
    const heading = found === previous ? null : found
    if (heading || ++tries > 20) {
      window.clearInterval(timer)
      if (heading) moveFocusTo(heading)
    }
  }, 50)
  return () => window.clearInterval(timer)
}

const HEADING = 'h1, h2, h3'

/**
 * Focus to a section's heading, which a screen reader then reads out: at once on the section,
 * then on its heading once that is there (a section may load its code and data after the jump,
 * which on a slow phone or a busy machine takes seconds), unless focus has moved on meanwhile.
 * Watches the section's changes for up to `giveUpMs`; returns a function that stops watching.
 */
export function focusSectionHeading(section: HTMLElement, giveUpMs = 10_000): () => void {
  const headingOf = () =>
    section.matches(HEADING) ? section : section.querySelector<HTMLElement>(HEADING)
  const now = headingOf()
  moveFocusTo(now ?? section)
  if (now) return () => undefined
  const observer = new MutationObserver(() => {
    if (document.activeElement !== section) return stop()
    const heading = headingOf()
    if (heading) {
      stop()
      moveFocusTo(heading)
    }
  })
  observer.observe(section, { childList: true, subtree: true })
  const timer = window.setTimeout(stop, giveUpMs)
  function stop() {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  return stop
}
