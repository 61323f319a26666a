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
