import { describe, expect, it } from 'vitest'
import { liveScreenPaths } from '@/shared/routes'
import { openPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { watchRequests } from './support/network'
import { walkEveryScreen } from './support/route-walk'

walkEveryScreen('phone')

/** What one screen shows that it should not: a fixed element over content, a "(s)" plural. */
interface Finding {
  covered: string[]
  plurals: string[]
  checked: number
}

/**
 * Runs in the page. Every visible link, and every visible block of text, is scrolled to the
 * middle of the screen (or as near as the page allows: the end of a page cannot scroll past
 * the end, which is where floating buttons sit over it), then `elementFromPoint` at the middle of
 * its first line says what a tap there reaches. When that is inside a fixed element which does
 * not hold the link or text itself, the fixed element covers it. The loop is synchronous, so the
 * floating buttons keep the state they had at the top of the page, shown: the worst case.
 */
function findCoveredAndPlurals(): Finding {
  const TEXT_BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, dt, dd, td, th, label, blockquote, figcaption'
  const fixedAncestor = (element: Element | null): Element | null => {
    for (let at = element; at; at = at.parentElement)
      if (getComputedStyle(at).position === 'fixed') return at
    return null
  }
  const ownText = (element: Element) =>
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim().length > 1,
    )
  const shown = (element: Element) => {
    if (element.closest('[aria-hidden="true"], .sr-only, [inert]')) return false
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false
    const box = element.getBoundingClientRect()
    return box.width >= 2 && box.height >= 2
  }
  const targets = [
    ...document.querySelectorAll('a[href]'),
    ...[...document.querySelectorAll(TEXT_BLOCKS)].filter(ownText),
  ].filter((element) => !fixedAncestor(element) && shown(element))

  /** The boxes a person sees: a link's line boxes, or the lines of a block's own text. */
  const lines = (target: Element): DOMRect[] => {
    if (target.tagName === 'A') return [...target.getClientRects()]
    const range = document.createRange()
    range.selectNodeContents(target)
    return [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1)
  }
  const what = (element: Element) =>
    element.getAttribute('aria-label') ??
    (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)

  const covered: string[] = []
  for (const target of targets) {
    target.scrollIntoView({ block: 'center', inline: 'nearest' })
    const all = lines(target)
    // The first lines and the last (where a long block meets the bottom of the screen), each
    // at its start, middle and end: a floating button sits in a corner.
    const sampled = [...all.slice(0, 3), ...all.slice(-1)]
    const points = sampled.flatMap((line) =>
      [line.left + 4, line.left + line.width / 2, line.right - 4].map((x) => ({
        x: Math.min(Math.max(x, 1), innerWidth - 1),
        y: Math.min(Math.max(line.top + line.height / 2, 1), innerHeight - 1),
      })),
    )
    for (const { x, y } of points) {
      const hit = document.elementFromPoint(x, y)
      if (!hit || target.contains(hit) || hit.contains(target)) continue
      const over = fixedAncestor(hit)
      if (!over || over.contains(target)) continue
      covered.push(`${target.tagName.toLowerCase()} "${what(target)}" under "${what(over)}"`)
      break
    }
  }
  const plurals = [...new Set(document.body.innerText.match(/\S*\w\(s\)\S*/g) ?? [])]
  return { covered, plurals, checked: targets.length }
}

const env = useServerAndBrowser()

describe('nothing on a phone is covered or counted with "(s)"', () => {
  it(
    'no fixed element covers a link or a line of text, on any screen at 390 px',
    { timeout: 600_000 },
    async () => {
      const { page, context } = await openPage(env.browser, env.server.baseUrl, PHONE)
      const problems: string[] = []
      let checked = 0
      for (const path of liveScreenPaths()) {
        const quiet = watchRequests(page, 300)
        await page.goto(path, { waitUntil: 'domcontentloaded' })
        await page.locator('h1').first().waitFor({ timeout: 15_000 })
        await quiet(5_000)
        quiet.stop()
        // From the top, where the floating buttons show, once they have settled.
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.waitForTimeout(300)
        const found = await page.evaluate(findCoveredAndPlurals)
        checked += found.checked
        for (const covered of found.covered) problems.push(`${path}: ${covered}`)
        for (const plural of found.plurals) problems.push(`${path}: shows "${plural}"`)
      }
      await context.close()
      expect(problems).toEqual([])
      // Each screen has at least its header's links and its heading: the check looked.
      expect(checked).toBeGreaterThan(liveScreenPaths().length * 3)
    },
  )
})
