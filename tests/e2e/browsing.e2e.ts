import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { liveScreenPaths } from '@/shared/routes'
import { DESKTOP, openPage } from './support/browser'
import { useServerAndBrowser } from './support/harness'

// The default budget (config.ts), not the suite's raised one: this is what a person browsing gets.
const env = useServerAndBrowser({ RATE_LIMIT_PER_MINUTE: '600' })

/** Opens each path in turn as fast as the screen shows its heading; what went wrong, by path. */
async function walk(page: Page, paths: string[]) {
  const problems: string[] = []
  const limited: string[] = []
  page.on('response', (response) => {
    if (response.status() === 429) limited.push(new URL(response.url()).pathname)
  })
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const shown = await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false)
    if (!shown) problems.push(`${path}: no heading (a blank page)`)
    const failed = await page.getByRole('heading', { name: /could not (open|be loaded)/ }).count()
    if (failed) problems.push(`${path}: the screen could not load`)
  }
  return [...problems, ...limited.map((url) => `429 for ${url}`)]
}

describe('browsing quickly on the default settings', () => {
  it('opens every screen in two tabs at once: no 429, no blank page', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl, DESKTOP)
    const second = await context.newPage()
    const screens = liveScreenPaths()
    const started = Date.now()
    const problems = (
      await Promise.all([walk(page, screens), walk(second, [...screens].reverse())])
    ).flat()
    console.log(`${screens.length} screens in two tabs in ${Date.now() - started} ms`)
    await context.close()
    expect(problems).toEqual([])
  }, 240_000)

  it("says so, with a Reload button, when a screen's code cannot be loaded", async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl, DESKTOP)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.locator('h1').first().waitFor()
    // A deploy replaced the files, or the network dropped: every further chunk fails.
    await page.route('**/assets/*.js', (route) => route.abort('failed'))
    const lazyScreen = liveScreenPaths().find((path) => path !== '/')!
    // Moves as a link inside the app does, without loading the page again.
    await page.evaluate((path) => {
      history.pushState({}, '', path)
      dispatchEvent(new PopStateEvent('popstate'))
    }, lazyScreen)
    await expect
      .poll(() => page.getByRole('heading', { name: 'This screen could not be loaded' }).count())
      .toBe(1)
    await page.unroute('**/assets/*.js')
    await page.getByRole('button', { name: 'Reload' }).click()
    await page.getByRole('heading', { name: 'This screen could not be loaded' }).waitFor({
      state: 'detached',
    })
    await context.close()
  }, 60_000)
})
