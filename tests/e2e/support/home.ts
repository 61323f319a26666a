import type { Page } from 'playwright-core'

/** Scrolls the home page to the end so every deferred section loads, then back to the top. */
export async function revealHomeSections(page: Page) {
  for (let round = 0; round < 40; round++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
      return atEnd && document.querySelectorAll('main [aria-busy="true"]').length === 0
    })
    if (done) break
    await page.waitForTimeout(120)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/**
 * Script errors only: "Failed to load resource" lines are the browser reporting a non-2xx
 * answer (an anonymous `/api/me` is 401 by design), which the tests check by status instead.
 */
export const scriptErrors = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'))
