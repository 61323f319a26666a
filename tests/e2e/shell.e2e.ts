import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { liveScreenPaths } from '@/shared/routes'
import { DESKTOP, openPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { textCoveredAtEnd } from './support/covered-text'
import { revealHomeSections, scriptErrors } from './support/home'

const env = useServerAndBrowser()

describe('the 404 page', () => {
  it('explains the unknown path and leads back to the main menu', async () => {
    const { page, errors, context } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/no-such-place')
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
    expect(await page.getByText('The router has no screen for').textContent()).toContain(
      '/no-such-place',
    )

    await page.getByRole('link', { name: 'Back to Main Menu' }).click()
    await page.getByRole('heading', { level: 1, name: 'HumanCodex' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(errors).toEqual([])
    await context.close()
  })

  it('sends /home to /', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/home')
    await page.getByRole('heading', { level: 1, name: 'HumanCodex' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })
})

describe('start-up', () => {
  it('sets the document title', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/')
    expect(await page.title()).toBe('HumanCodex — AI Consciousness Platform')
    await context.close()
  })

  it('at the root without a referrer clears navigation state, keeps sign-in, resets the address', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/')
    // Sign up through the API, as the account form would, so a real session exists.
    const stored = await page.evaluate(async () => {
      const res = await fetch('/api/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'nav_ada',
          email: 'nav@example.com',
          password: 'long-password',
        }),
      })
      const { user } = await res.json()
      localStorage.setItem('humancodex.user', JSON.stringify(user))
      sessionStorage.setItem('hc.nav.scroll', '420')
      sessionStorage.setItem('other.key', 'kept')
      return localStorage.getItem('humancodex.user')
    })
    await page.goto('/?from=bookmark#stale-state')
    await page.getByRole('heading', { level: 1, name: 'HumanCodex' }).waitFor()
    expect(page.url()).toBe(`${env.server.baseUrl}/`)
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Account: nav_ada/ })
      .waitFor()
    const state = await page.evaluate(() => ({
      scroll: sessionStorage.getItem('hc.nav.scroll'),
      other: sessionStorage.getItem('other.key'),
      user: localStorage.getItem('humancodex.user'),
    }))
    expect(state.scroll).toBeNull()
    expect(state.other).toBe('kept')
    expect(JSON.parse(state.user!)).toMatchObject({
      id: JSON.parse(stored!).id,
      username: 'nav_ada',
    })
    await context.close()
  })

  it('keeps a shared link to a home section opened in a new tab', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/?utm=share#marketplace')
    await page.getByRole('heading', { name: 'The Codex Marketplace' }).waitFor()
    expect(page.url()).toBe(`${env.server.baseUrl}/#marketplace`)
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('marketplace')!.getBoundingClientRect().top),
      )
      .toBeLessThan(200)
    await context.close()
  })

  it('keeps navigation state on other paths', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/no-such-place')
    await page.evaluate(() => sessionStorage.setItem('hc.nav.scroll', '99'))
    await page.reload()
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
    expect(await page.evaluate(() => sessionStorage.getItem('hc.nav.scroll'))).toBe('99')
    await context.close()
  })
})

describe('notifications', () => {
  it('shows one toast at a time, F8 focuses them, and they close after 5 s', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/')
    const pulse = page.getByRole('button', { name: 'Pulse the Codex' })
    await pulse.click()
    const region = page.getByRole('region', { name: /Notifications/ })
    await region.getByText('Codex pulse received').waitFor()
    await pulse.click()
    await page.waitForTimeout(400)
    expect(await region.getByText('Codex pulse received').count()).toBe(1)
    expect(await region.getByRole('listitem').count()).toBe(1)

    await page.keyboard.press('F8')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="region"]'))).toBe(
      true,
    )
    await page.mouse.click(5, 400)

    // Radix pauses the timer while the viewport has focus or hover; away from it, 5 s closes it.
    await region.getByText('Codex pulse received').waitFor({ state: 'detached', timeout: 8000 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('sits at the top on a phone and bottom right on a desktop', async () => {
    for (const [viewport, place] of [
      [PHONE, 'top'],
      [{ width: 1280, height: 800 }, 'bottom-right'],
    ] as const) {
      const { page, context } = await openPage(env.browser, env.server.baseUrl, viewport)
      await page.goto('/')
      await page.getByRole('button', { name: 'Pulse the Codex' }).click()
      const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')
      await toast.waitFor()
      const box = await toast.boundingBox()
      if (!box) throw new Error('toast has no box')
      if (place === 'top') {
        expect(box.y).toBeLessThan(100)
      } else {
        expect(box.y + box.height).toBeGreaterThan(viewport.height - 100)
        expect(box.x).toBeGreaterThan(viewport.width / 2)
        expect(box.width).toBeLessThanOrEqual(420)
      }
      await context.close()
    }
  })
})

describe('layout', () => {
  it('fits a 390 px phone without horizontal scrolling', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl, PHONE)
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: 'HumanCodex' }).waitFor()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Docs' })
      .waitFor()
    await context.close()
  })

  /**
   * Footer links and lines with a floating button over their text at the page's end: the test is
   * on both ends and the middle of each text, as a finger or a reader would need them.
   */
  const footerUnderFloatingButtons = (page: Page) =>
    page.evaluate(() => {
      const covered: string[] = []
      for (const item of document.querySelectorAll('footer a, footer [aria-disabled], footer p')) {
        // An inline element's box is its text; a paragraph's text is narrower than its box.
        const range = document.createRange()
        range.selectNodeContents(item)
        const inline = getComputedStyle(item).display === 'inline'
        const box = inline ? item.getBoundingClientRect() : range.getBoundingClientRect()
        const y = box.top + box.height / 2
        for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2]) {
          const hit = document.elementFromPoint(x, y)
          if (!hit || !item.contains(hit)) {
            const over = hit?.closest('button')?.getAttribute('aria-label') ?? hit?.tagName
            covered.push(
              `"${item.textContent?.trim()}" at ${Math.round(x)},${Math.round(y)}: ${over}`,
            )
          }
        }
      }
      return covered
    })

  it('keeps every footer link and line clear of the floating buttons at the end of a page', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await openPage(env.browser, env.server.baseUrl, viewport)
      for (const path of ['/', '/system-dashboard', '/no-such-place']) {
        await page.goto(path)
        await page.locator('h1').first().waitFor()
        await page.getByRole('button', { name: 'Open AI companion' }).waitFor()
        await revealHomeSections(page)
        await page.evaluate(() =>
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
        )
        expect(await footerUnderFloatingButtons(page), `${path} at ${viewport.width} px`).toEqual(
          [],
        )
      }
      await context.close()
    }
  })
})

describe('the floating buttons on a 390 px phone', () => {
  it('cover no text at the end of the long screens, and step aside while scrolling down', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, PHONE)
    for (const path of [
      '/teachings',
      '/tool-discovery',
      '/blog',
      '/misconceptions',
      '/api-manager',
    ]) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.waitForLoadState('networkidle')
      expect({ path, covered: await textCoveredAtEnd(page) }).toEqual({ path, covered: [] })
    }
    // A phone has no floating search: the header's Search is the one way in (decision 273).
    expect(await page.getByRole('button', { name: 'Open quick search' }).isVisible()).toBe(false)
    const companion = page.getByRole('button', { name: 'Open AI companion' })
    const opacity = () => companion.evaluate((element) => getComputedStyle(element).opacity)
    await page.evaluate(() => window.scrollTo(0, 200))
    await page.mouse.wheel(0, 600)
    await expect.poll(opacity).toBe('0')
    await page.mouse.wheel(0, -300)
    await expect.poll(opacity).toBe('1')
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('a screen whose code cannot be loaded', () => {
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
