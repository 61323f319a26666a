import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { isLiveHref, liveScreenPaths } from '@/shared/routes'
import { screenProblems } from './a11y'
import { DESKTOP, openPage, PHONE } from './browser'
import { useServerAndBrowser } from './harness'
import { revealHomeSections } from './home'
import { watchRequests } from './network'

interface Visit {
  errors: string[]
  failed: string[]
}

/**
 * Every live screen opened as a first visit at one width: a visible h1, no 404, no console
 * error, no failed request of our own; on the phone no sideways overflow; on the desktop no link
 * to a screen that is not open, and no serious or critical axe-core violation or pointer-only
 * control (the home page with every section loaded). One spec file per width, so the two run
 * side by side; the desktop one scans while it walks rather than loading each screen again.
 */
export function walkEveryScreen(name: 'desktop' | 'phone') {
  // The phone walk runs on the default request budget (config.ts), not the suite's raised one,
  // and opens each screen in a second tab at the same moment: what a person browsing quickly
  // in two tabs gets, never a 429.
  const env = useServerAndBrowser(name === 'phone' ? { RATE_LIMIT_PER_MINUTE: '600' } : {})
  const viewport = name === 'desktop' ? DESKTOP : PHONE

  /** Loads a screen as a first visit and lets its data arrive. */
  async function visit(page: Page, path: string, reveal: boolean): Promise<Visit> {
    const visit: Visit = { errors: [], failed: [] }
    const origin = new URL(env.server.baseUrl).origin
    const onConsole = (message: {
      type(): string
      text(): string
      location(): { url: string }
    }) => {
      if (message.type() !== 'error') return
      // Thumbnails and embeds load from their own hosts, which this sandbox cannot reach.
      const external = message.location().url && !message.location().url.startsWith(origin)
      if (external && message.text().startsWith('Failed to load resource')) return
      visit.errors.push(message.text())
    }
    const onResponse = (response: { url(): string; status(): number }) => {
      if (response.url().startsWith(origin) && response.status() >= 400)
        visit.failed.push(`${response.status()} ${response.url().slice(origin.length)}`)
    }
    const onFailed = (request: { url(): string; failure(): { errorText: string } | null }) => {
      // Aborted requests (a page moving on, a stream closed) are not failures of the server.
      if (
        request.url().startsWith(origin) &&
        !/ERR_ABORTED/.test(request.failure()?.errorText ?? '')
      ) {
        visit.failed.push(`failed ${request.url().slice(origin.length)}`)
      }
    }
    page.on('console', onConsole)
    page.on('response', onResponse)
    page.on('requestfailed', onFailed)
    // The same 500 ms of quiet as `networkidle`, without waiting on a live event stream.
    const quiet = watchRequests(page, 500)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => visit.errors.push('no h1 within 15 s'))
    await quiet(5_000)
    if (reveal) {
      await revealHomeSections(page)
      await quiet(5_000)
    }
    quiet.stop()
    page.off('console', onConsole)
    page.off('response', onResponse)
    page.off('requestfailed', onFailed)
    return visit
  }

  /** The second tab: the screen as fast as it shows its heading. */
  async function headingShown(page: Page, path: string) {
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    return page
      .locator('h1')
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false)
  }

  const screens = liveScreenPaths()

  describe(`every live screen on ${name}`, () => {
    it(`opens all ${screens.length} screens cleanly`, { timeout: 600_000 }, async () => {
      const { page, context } = await openPage(env.browser, env.server.baseUrl, viewport)
      const problems: string[] = []
      const limited: string[] = []
      const second = name === 'phone' ? await context.newPage() : undefined
      for (const tab of [page, second]) {
        tab?.on('response', (response) => {
          if (response.status() === 429) limited.push(new URL(response.url()).pathname)
        })
      }
      for (const path of screens) {
        const [result, alsoShown] = await Promise.all([
          visit(page, path, name === 'desktop' && path === '/'),
          second ? headingShown(second, path) : true,
        ])
        if (!alsoShown) problems.push(`${path}: no heading in the second tab`)
        const title = await page.locator('h1').first().isVisible()
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        const notFound = await page.getByRole('heading', { name: '404 Page Not Found' }).count()
        if (!title) problems.push(`${path}: no visible h1`)
        if (notFound) problems.push(`${path}: shows the 404 page`)
        if (name === 'phone' && overflow > 0)
          problems.push(`${path}: ${overflow}px horizontal overflow`)
        for (const error of result.errors)
          problems.push(`${path}: console error: ${error.slice(0, 160)}`)
        for (const failure of result.failed) problems.push(`${path}: request ${failure}`)
        if (name === 'desktop') {
          const hrefs = await page
            .locator('a[href^="/"]')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
          for (const href of new Set(hrefs)) {
            const target = href.split(/[?#]/)[0]!
            if (target.startsWith('/api/') || target === '/healthz' || target === '/metrics')
              continue
            if (!isLiveHref(href))
              problems.push(`${path}: links to ${href}, which is not an open screen`)
          }
          problems.push(...(await screenProblems(page, `${path} (1280 px)`)))
        }
      }
      await context.close()
      expect([...problems, ...limited.map((url) => `429 for ${url}`)]).toEqual([])
    })
  })
}
