import type { Page } from 'playwright-core'

/**
 * Scrolls to the very end of the page and returns the visible text that sits under a fixed
 * (floating) control there: each covered run of text, trimmed. Empty when nothing is covered.
 */
export async function textCoveredAtEnd(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForTimeout(300)
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
      for (const rect of range.getClientRects()) {
        if (rect.width === 0 || rect.height === 0) continue
        const under = boxes.some(
          (box) =>
            rect.left < box.right &&
            rect.right > box.left &&
            rect.top < box.bottom &&
            rect.bottom > box.top,
        )
        if (under) {
          covered.push(text)
          break
        }
      }
    }
    return covered
  })
}
