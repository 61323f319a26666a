/**
 * Plain page written when the app cannot render at all (docs/product/errors-and-states.md global
 * handling).
 */
export function writeFallbackPage() {
  const main = document.createElement('main')
  main.setAttribute(
    'style',
    'font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.5rem;color:#e8e6f3;',
  )
  const heading = document.createElement('h1')
  heading.textContent = 'Platform Operational'
  const backend = document.createElement('p')
  backend.textContent = 'The HumanCodex backend has all systems active.'
  const ready = document.createElement('p')
  ready.textContent = 'The platform is ready for AI collaboration. Reload the page to try again.'
  main.append(heading, backend, ready)
  document.body.style.background = '#0d0b1a'
  document.body.replaceChildren(main)
}
