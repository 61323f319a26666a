import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, openReusedPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { revealHomeSections, scriptErrors } from './support/home'
import { watchRequests } from './support/network'

const env = useServerAndBrowser()
const sizes = [
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
] as const

/** Every request the page makes from now on, whatever its kind (page.on('request')). */
function recordRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

/** The requests that leave the app: neither its own origin nor data held in the page. */
const leaving = (urls: string[], origin: string) =>
  urls.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin)

const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .locator('li')
    .filter({ hasText: title })
    .first()

describe('nothing from another host before the visitor asks', () => {
  for (const [label, viewport] of sizes) {
    it(`the video gallery at ${label}: no request leaves the app until play`, async () => {
      const { page, context, errors } = await openReusedPage(
        env.browser,
        env.server.baseUrl,
        viewport,
      )
      const urls = recordRequests(page)
      const quiet = watchRequests(page)
      await page.goto('/videos')
      await page.getByRole('heading', { level: 1, name: 'Video Gallery' }).waitFor()
      await page.getByText('11 of 11 videos').waitFor()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await quiet()
      expect(urls.length).toBeGreaterThan(0)
      expect(leaving(urls, env.server.baseUrl)).toEqual([])
      // Each card is drawn here: its title and a play button, no image.
      expect(await page.locator('main img').count()).toBe(0)
      const play = page.getByRole('button', { name: /^Play Transformers/ })
      expect(await play.textContent()).toMatch(/Transformers/)

      expect(await page.locator('iframe').count()).toBe(0)
      await play.click()
      const src = await page.locator('iframe').getAttribute('src')
      expect(new URL(src ?? '').host).toBe('www.youtube-nocookie.com')
      quiet.stop()
      expect(scriptErrors(errors)).toEqual([])
      await context.close()
    })

    it(`the home page at ${label}, every section loaded: no request leaves the app`, async () => {
      const { page, context, errors } = await openReusedPage(
        env.browser,
        env.server.baseUrl,
        viewport,
      )
      const urls = recordRequests(page)
      const quiet = watchRequests(page)
      await page.goto('/')
      await page.getByRole('heading', { level: 1, name: 'HumanCodex' }).waitFor()
      await revealHomeSections(page)
      await quiet(8_000)
      expect(leaving(urls, env.server.baseUrl)).toEqual([])
      expect(await page.locator('iframe').count()).toBe(0)
      // The outside finance app comes only when asked for.
      await page.getByRole('button', { name: 'Show the tracker here' }).click()
      const src = await page.locator('iframe[title="Financial Flex Tracker"]').getAttribute('src')
      expect(new URL(src ?? '').host).toBe('financial-flex-tracker.replit.app')
      quiet.stop()
      expect(scriptErrors(errors)).toEqual([])
      await context.close()
    })
  }
})

describe('text from the server, shown one way', () => {
  it.each(sizes)(
    "renders Agent Zero's answer in its toast as text, not Markdown marks (%s)",
    async (_label, viewport) => {
      const { page, context, errors } = await openReusedPage(
        env.browser,
        env.server.baseUrl,
        viewport,
      )
      await page.goto('/agent-zero-monitor')
      await page.getByRole('heading', { level: 1, name: 'Agent Zero Monitor' }).waitFor()
      await page.getByRole('tab', { name: 'Chat' }).click()
      const field = page.getByRole('textbox', { name: 'Message Agent Zero' })
      // The offline engine answers this with bold record names and an ([open](/…)) link.
      await field.fill('show me the personas')
      await field.press('Enter')
      const toast = toastWith(page, 'Agent Zero Responds')
      await toast.waitFor()
      const text = (await toast.textContent()) ?? ''
      expect(text).not.toContain('**')
      expect(text).not.toContain('](')
      expect(await toast.locator('strong').count()).toBeGreaterThan(0)
      expect(scriptErrors(errors)).toEqual([])
      await context.close()
    },
  )

  it('Truth Check runs the live checks and lists each with its status', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    await page.goto('/agent-zero-monitor')
    await page.getByRole('heading', { level: 1, name: 'Agent Zero Monitor' }).waitFor()
    await page.getByRole('button', { name: /^Truth Check/ }).click()
    const answer = page.getByRole('region', { name: "Agent Zero's answer" })
    await answer.getByText(/^Truth check: all \d+ checks passed\.$/).waitFor()
    const lines = await answer.getByRole('listitem').allTextContents()
    expect(lines.length).toBeGreaterThanOrEqual(7)
    for (const line of lines) expect(line).toMatch(/^.+: passed \(.+\)$/)
    for (const name of ['Server accepting requests', 'Database reachable, migrations current'])
      expect(lines.some((line) => line.startsWith(`${name}: passed`))).toBe(true)
    expect(await answer.textContent()).not.toMatch(/nominal/)
    const toast = toastWith(page, 'Agent Zero Responds')
    await toast.waitFor()
    expect(await toast.textContent()).not.toContain('**')
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('phone navigation', () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: /^(Open|Close) menu$/ })
  const phoneMenu = (page: Page) => page.locator('#mobile-sections')
  // The layout moves focus to the section's heading on a 50 ms timer once the home page has
  // loaded: on a loaded machine (the whole suite on two cores) that took longer than the
  // poll's default second, on the first try and the retry alike.
  const FOCUS_WAIT_MS = 10_000
  /** The tag of the focused element when it is a heading inside section `id`, else null. */
  const focusedHeadingIn = (page: Page, id: string) =>
    page.evaluate((id) => {
      const active = document.activeElement
      const inSection = !!active && !!document.getElementById(id)?.contains(active)
      return inSection && /^H[1-3]$/.test(active.tagName) ? active.tagName : null
    }, id)

  it('at 390 px the menu closes after a tap and focus goes to the new page', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl, PHONE)
    await page.goto('/videos')
    await page.getByRole('heading', { level: 1, name: 'Video Gallery' }).waitFor()

    await menuButton(page).click()
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true')
    await phoneMenu(page).getByRole('link', { name: 'Home', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'HumanCodex' }).waitFor()
    expect(await phoneMenu(page).count()).toBe(0)
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false')
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement
          return active?.tagName === 'H1' ? active.textContent : (active?.tagName ?? null)
        }),
      )
      .toBe('HumanCodex')

    // A section link: closed too, focus on the section's heading, below the header.
    await menuButton(page).click()
    await phoneMenu(page).getByRole('link', { name: 'Chat', exact: true }).click()
    expect(await phoneMenu(page).count()).toBe(0)
    await expect
      .poll(() => focusedHeadingIn(page, 'ai-interface'), { timeout: FOCUS_WAIT_MS })
      .toBe('H2')
    const heading = page.locator('#ai-interface').getByRole('heading', { level: 2 }).first()
    await heading.waitFor()
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => {
        return header.getBoundingClientRect().bottom
      })
    await expect
      .poll(async () => ((await heading.boundingBox())?.y ?? 0) >= headerBottom - 1)
      .toBe(true)

    // Escape closes it and gives focus back to its button.
    await menuButton(page).click()
    await page.keyboard.press('Escape')
    expect(await phoneMenu(page).count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Open menu',
    )
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('at 1280 px the desktop navigation is unchanged', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl, DESKTOP)
    await page.goto('/videos')
    await page.getByRole('heading', { level: 1, name: 'Video Gallery' }).waitFor()
    expect(await menuButton(page).isVisible()).toBe(false)
    const nav = page.getByRole('navigation', { name: 'Sections' })
    expect(await nav.isVisible()).toBe(true)
    expect(await nav.getByRole('link', { name: 'Home', exact: true }).count()).toBe(0)
    await nav.getByRole('link', { name: 'Chat', exact: true }).click()
    await page.locator('#ai-interface').getByRole('heading', { level: 2 }).first().waitFor()
    expect(new URL(page.url()).hash).toBe('#ai-interface')
    await expect
      .poll(() => focusedHeadingIn(page, 'ai-interface'), { timeout: FOCUS_WAIT_MS })
      .toBe('H2')
    expect(await nav.isVisible()).toBe(true)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})
