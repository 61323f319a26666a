import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { companionSectionIds, findHomeSection } from '../../src/shared/routes'
import { openReusedPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'

const env = useServerAndBrowser()

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const panel = (page: Page) => page.getByRole('region', { name: 'AI companion' })

async function openCompanion(page: Page) {
  await page.getByRole('button', { name: 'Open AI companion' }).click()
  await panel(page).waitFor()
}

describe('the floating companion', () => {
  it('chats with adam or eve, each in its own conversation, and can be minimized and closed', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    await page.goto('/')
    await openCompanion(page)
    await panel(page).getByRole('heading', { name: 'Adam, your companion' }).waitFor()
    expect(await panel(page).getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe(
      'true',
    )

    const field = panel(page).getByRole('textbox', { name: 'Message your companion Adam' })
    await field.fill('What is the')
    await field.press('Shift+Enter')
    await field.pressSequentially('Codex Compass?')
    expect(await field.inputValue()).toBe('What is the\nCodex Compass?')
    await field.press('Enter')
    const adamLog = panel(page).getByRole('log', { name: 'Conversation with Adam' })
    await page
      .locator('[role="log"][aria-label="Conversation with Adam"][aria-busy="false"]')
      .waitFor()
    await expect.poll(() => adamLog.innerText()).toMatch(/Codex Compass/)
    expect(await adamLog.locator(':scope > ol > li').count()).toBe(2)

    await panel(page).getByRole('radio', { name: 'Eve' }).click()
    await panel(page).getByRole('heading', { name: 'Eve, your companion' }).waitFor()
    expect(
      await panel(page).getByRole('log', { name: 'Conversation with Eve' }).innerText(),
    ).toMatch(/Ask Eve about the codex/)
    await panel(page).getByRole('radio', { name: 'Adam' }).click()

    await panel(page).getByRole('button', { name: 'Minimize companion' }).click()
    await panel(page).getByRole('tab', { name: 'Chat' }).waitFor({ state: 'hidden' })
    await panel(page).getByRole('heading', { name: 'Adam, your companion' }).waitFor()
    await panel(page).getByRole('button', { name: 'Restore companion' }).click()
    await adamLog.waitFor()

    await panel(page).getByRole('button', { name: 'Close companion' }).click()
    await panel(page).waitFor({ state: 'hidden' })
    await openCompanion(page)
    expect(await adamLog.locator(':scope > ol > li').count()).toBe(2)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('navigates to a home section from another page, says "Found it!" and closes 1 s later', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    await page.goto('/platform-guide')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await openCompanion(page)
    await panel(page).getByRole('tab', { name: 'Navigate' }).click()
    await panel(page).getByText('14 of 14 sections').waitFor()
    const filter = panel(page).getByRole('searchbox', { name: 'Filter sections' })
    await filter.fill('navigation HUB')
    await panel(page).getByText('1 of 14 sections').waitFor()
    const clicked = Date.now()
    await panel(page)
      .getByRole('button', { name: /Codex Compass/ })
      .click()

    await toastRegion(page).getByText('Found it!').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(new URL(page.url()).hash).toBe('#codex-compass')
    // Closed a second after the jump, not at once (the toast's code may still be arriving).
    await panel(page).waitFor({ state: 'hidden', timeout: 5000 })
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(950)
    const compass = page.getByRole('heading', { level: 2, name: 'Codex Compass' })
    await expect
      .poll(() => compass.evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(300)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('goes to the persona chat on the same page', async () => {
    const { page, context } = await openReusedPage(env.browser, env.server.baseUrl)
    await page.goto('/')
    await openCompanion(page)
    await panel(page).getByRole('tab', { name: 'Navigate' }).click()
    await panel(page).getByRole('searchbox', { name: 'Filter sections' }).fill('persona')
    await panel(page)
      .getByRole('button', { name: /Persona Chat/ })
      .click()
    await toastRegion(page).getByText('Found it!').waitFor()
    const heading = page.locator('#ai-interface').getByRole('heading', { level: 2 })
    await expect
      .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top), { timeout: 10_000 })
      .toBeLessThan(300)
    await context.close()
  })

  it('jumps to the Ring of Thirteen, where choosing a seat shows that member', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    await page.goto('/')
    await openCompanion(page)
    await panel(page).getByRole('tab', { name: 'Navigate' }).click()
    await panel(page)
      .getByRole('button', { name: /^Ring of Thirteen/ })
      .click()
    await toastRegion(page).getByText('Found it!').waitFor()
    expect(new URL(page.url()).hash).toBe('#ring-of-thirteen')
    const ring = page.locator('#ring-of-thirteen')
    const heading = ring.getByRole('heading', {
      level: 2,
      name: 'Twelve experts and their observer',
    })
    await expect
      .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top), { timeout: 10_000 })
      .toBeLessThan(300)
    const seats = ring.getByRole('list', { name: 'Ring of Thirteen' }).getByRole('button')
    // Twelve seats on the ring; Agent Zero is the middle (a seat of its own on a phone).
    await expect.poll(() => seats.count()).toBe(12)
    const chosen = ring.getByRole('region', { name: 'Chosen member' })
    await chosen.getByText(/^ACTIVE · \d+ observations?\b/).waitFor()
    await seats.filter({ hasText: 'Aurelia' }).click()
    await chosen.getByText('Guide of Inner Light').waitFor()
    expect(await seats.filter({ hasText: 'Aurelia' }).getAttribute('aria-pressed')).toBe('true')
    await chosen.getByRole('link', { name: 'Open the expert directory' }).click()
    await expect.poll(() => new URL(page.url()).hash).toBe('#ring-of-twelve')

    // Every home section is on the page now, and the development screen says so.
    await page.goto('/ai-development-dashboard')
    const sectionsLive = page.getByText('Home sections live').locator('..')
    const figures = (await sectionsLive.locator('dd').textContent())?.match(/^(\d+) of (\d+)$/)
    expect(figures?.[1]).toBe(figures?.[2])
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('says "Section not visible" for a section that is not on the page', async () => {
    const { page, context } = await openReusedPage(env.browser, env.server.baseUrl)
    await page.goto('/')
    await openCompanion(page)
    await panel(page).getByRole('tab', { name: 'Navigate' }).click()
    // A section not built yet; once all are, one taken off the page as if it had not loaded.
    const unbuilt = companionSectionIds.map((id) => findHomeSection(id)).find((s) => !s?.live)
    if (!unbuilt) await page.evaluate(() => document.getElementById('marketplace')?.remove())
    const title = unbuilt?.title ?? 'Marketplace'
    await panel(page)
      .getByRole('button', { name: new RegExp(`^${title}`) })
      .click()
    await toastRegion(page).getByText('Section not visible').waitFor()
    await toastRegion(page)
      .getByText('This section might not be loaded yet. Try scrolling down first.')
      .waitFor()
    await page.waitForTimeout(1300)
    expect(await panel(page).isVisible()).toBe(true)
    expect(new URL(page.url()).hash).toBe('')
    await context.close()
  })

  it('shows a 10 s "Connection Error" when the companion cannot be reached', async () => {
    const { page, context } = await openReusedPage(env.browser, env.server.baseUrl)
    // The page's clock runs on its own and is moved forward over the toast's 10 s.
    await page.clock.install()
    await page.route('**/api/ai-chat', (route) => route.abort('connectionrefused'))
    await page.goto('/')
    await openCompanion(page)
    const field = panel(page).getByRole('textbox', { name: 'Message your companion Adam' })
    await field.fill('Hello?')
    await field.press('Enter')
    const message = toastRegion(page).getByText(
      'Unable to reach your AI companion: Network connection failed. Please check your internet connection.',
    )
    await toastRegion(page).getByText('Connection Error').waitFor()
    await message.waitFor()
    await page.clock.fastForward(9_000)
    expect(await message.isVisible()).toBe(true)
    await page.clock.fastForward(1_500)
    await message.waitFor({ state: 'hidden', timeout: 6000 })
    expect(await field.isDisabled()).toBe(false)
    await context.close()
  })

  it('sits bottom right, clear of quick search, and fits a 390 px phone', async () => {
    for (const viewport of [undefined, PHONE]) {
      const { page, context, errors } = await openReusedPage(
        env.browser,
        env.server.baseUrl,
        viewport,
      )
      await page.goto('/')
      const bubble = await page.getByRole('button', { name: 'Open AI companion' }).boundingBox()
      const floatingSearch = page.getByRole('button', { name: 'Open quick search' })
      const width = page.viewportSize()?.width ?? 0
      if (!bubble) throw new Error('companion bubble missing')
      expect(bubble.x + bubble.width).toBeGreaterThan(width - 40)
      if (viewport === PHONE) {
        // A phone offers search once, in the header (decision 273).
        expect(await floatingSearch.isVisible()).toBe(false)
        await page
          .getByRole('banner')
          .getByRole('button', { name: 'Search', exact: true })
          .waitFor()
      } else {
        const search = await floatingSearch.boundingBox()
        if (!search) throw new Error('floating search missing')
        expect(search.x + search.width).toBeLessThan(bubble.x)
      }
      await openCompanion(page)
      const box = await panel(page).boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      expect(scriptErrors(errors)).toEqual([])
      await context.close()
    }
  })
})
