import type { Page } from 'playwright-core'

/**
 * Scrolls to the very end of the page and returns the visible text that sits under a fixed
 * (floating) control there: each covered run of text, trimmed. Empty when nothing is covered.
 */
export async function textCoveredAtEnd(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForTimeout(300)
  return textCoveredNow(page)
}

/**
 * The visible text (links included) that a fixed control covers where the page is scrolled
 * now: each run of text some line of which, where it meets a fixed control's box, is not what
 * `elementFromPoint` reaches there. Empty when nothing is covered.
 */
export function textCoveredNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fixed = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const style = getComputedStyle(element)
      return (
        style.position === 'fixed' &&
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        element.getBoundingClientRect().height > 0 &&
        element.getBoundingClientRect().height < window.innerHeight / 2
      )
    })
    const boxes = fixed.map((element) => element.getBoundingClientRect())
    const covered: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (!text || !parent || fixed.some((element) => element.contains(parent))) continue
      if (parent.closest('[aria-hidden="true"], .sr-only')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const hidden = [...range.getClientRects()].some((rect) => {
        if (rect.width === 0 || rect.height === 0) return false
        return boxes.some((box) => {
          const left = Math.max(rect.left, box.left)
          const right = Math.min(rect.right, box.right)
          const top = Math.max(rect.top, box.top)
          const bottom = Math.min(rect.bottom, box.bottom)
          if (left >= right || top >= bottom) return false
          const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
          return !!hit && !parent.contains(hit) && !hit.contains(parent)
        })
      })
      if (hidden) covered.push(text)
    }
    return covered
  })
}
