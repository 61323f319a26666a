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
 * then on its heading once that is there (a section may load its content after the jump),
 * unless focus has moved on meanwhile. Looked for every 50 ms for up to 3 s; returns a
 * function that stops looking.
 */
export function focusSectionHeading(section: HTMLElement): () => void {
  const headingOf = () =>
    section.matches(HEADING) ? section : section.querySelector<HTMLElement>(HEADING)
  const now = headingOf()
  moveFocusTo(now ?? section)
  if (now) return () => undefined
  let tries = 0
  const timer = window.setInterval(() => {
    const heading = headingOf()
    if (heading || ++tries > 60) {
      window.clearInterval(timer)
      if (heading && document.activeElement === section) moveFocusTo(heading)
    }
  }, 50)
  return () => window.clearInterval(timer)
}
