import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'

const env = useServerAndBrowser()

const PORTAL = 'https://chatgpt.com/'
// Hidden included: while the portal dialog is open, Radix marks the rest of the page aria-hidden.
const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true })
const ring = (page: Page) => page.locator('#ring-of-twelve')
const card = (scope: ReturnType<typeof ring>, name: string) =>
  scope
    .getByRole('listitem')
    .filter({ has: scope.page().getByRole('heading', { name, exact: true }) })

/** A context whose clipboard works and whose portal tabs get a local page, not the internet. */
async function portalReadyPage(viewport?: { width: number; height: number }) {
  const opened = await openPage(env.browser, env.server.baseUrl, viewport)
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: env.server.baseUrl,
  })
  await opened.context.route(`${PORTAL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Portal</title><p>portal</p>' }),
  )
  return opened
}

/** The home page's expert ring, reached the way a visitor does: the header's Experts link. */
async function openRing(page: Page) {
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Sections' })
    .first()
    .getByRole('link', { name: 'Experts' })
    .click()
  await ring(page).getByText('Showing 12 of 12 experts').waitFor()
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())
const nextTab = (context: BrowserContext) => context.waitForEvent('page', { timeout: 5000 })

describe('the expert ring', () => {
  it('filters by name or specialty together with the category tabs', async () => {
    const { page, context, errors } = await portalReadyPage()
    await openRing(page)
    const search = ring(page).getByRole('searchbox', { name: 'Search experts' })
    const names = () => ring(page).getByRole('heading', { level: 3 }).allTextContents()

    await search.fill('TYPESCRIPT')
    await ring(page).getByText('Showing 1 of 12 experts').waitFor()
    expect(await names()).toEqual(['Universal Programmer'])

    await search.fill('research')
    await ring(page).getByRole('tab', { name: 'Technical' }).click()
    await ring(page).getByText('Showing 1 of 12 experts').waitFor()
    expect(await names()).toEqual(['OmniCodex'])

    await ring(page).getByRole('tab', { name: 'Wellness' }).click()
    await ring(page).getByText('No experts found').waitFor()
    await ring(page).getByRole('button', { name: 'Clear filters' }).click()
    await ring(page).getByText('Showing 12 of 12 experts').waitFor()
    expect(await search.inputValue()).toBe('')

    await ring(page).getByRole('tab', { name: 'Consciousness' }).click()
    expect(await names()).toEqual(['Echo', 'Star Dragon'])
    const comingSoon = card(ring(page), 'Star Dragon').getByRole('button', { name: 'Coming Soon' })
    expect(await comingSoon.isDisabled()).toBe(true)

    await ring(page).getByRole('tab', { name: 'Premium' }).click()
    const dracos = card(ring(page), 'Dracos')
    await dracos.getByText('Premium Access Required').waitFor()
    await dracos.getByText('/year').waitFor()
    expect(await dracos.textContent()).toContain('$50/year')
    // A visitor is offered the upgrade instead of the premium portal.
    await dracos.getByRole('link', { name: /Upgrade to Access/ }).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('generates a context, copies it for three seconds and opens the portal', async () => {
    const { page, context, errors } = await portalReadyPage()
    await openRing(page)
    await card(ring(page), 'Creative Synthesis')
      .getByRole('button', { name: /Launch Portal/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Creative Synthesis Portal' })
    await dialog.getByLabel('Question type').selectOption('creative')
    await dialog.getByLabel('Your question (optional)').fill('Name my jazz trio')
    await dialog.getByRole('button', { name: 'Generate Context' }).click()
    const contextBox = dialog.getByLabel('Context', { exact: true })
    await contextBox.waitFor()
    const text = await contextBox.inputValue()
    expect(text).toContain('You are Creative Synthesis')
    expect(text).toContain('Question type: Creative exploration.')
    expect(text).toContain('Their question: Name my jazz trio')

    await dialog.getByRole('button', { name: 'Copy Context' }).click()
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor()
    expect(await clipboard(page)).toBe(text)
    await dialog.getByRole('button', { name: 'Copy Context' }).waitFor({ timeout: 4500 })

    const clicked = Date.now()
    const [portal] = await Promise.all([
      nextTab(context),
      dialog.getByRole('button', { name: 'Open Portal' }).click(),
    ])
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(700)
    await portal.waitForLoadState()
    expect(portal.url()).toBe(PORTAL)
    await toasts(page).getByText('Portal Opened').waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('says so when the clipboard or the popup is refused, and when quick launch fails', async () => {
    const { page, context } = await portalReadyPage()
    await openRing(page)
    await card(ring(page), 'Echo')
      .getByRole('button', { name: /Launch Portal/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Echo Portal' })
    await dialog.getByRole('button', { name: 'Generate Context' }).click()
    await dialog.getByLabel('Context', { exact: true }).waitFor()

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
      window.open = () => null
    })
    await dialog.getByRole('button', { name: 'Copy Context' }).click()
    await toasts(page).getByText('Please manually copy the context text.').waitFor()
    await dialog.getByRole('button', { name: 'Open Portal' }).click()
    await toasts(page).getByText('Portal Blocked').waitFor()
    await toasts(page).getByText('Please allow popups and try again.').waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await ring(page).getByRole('button', { name: 'Quick launch Echo' }).click()
    await toasts(page).getByText('Launch Failed').waitFor()
    await toasts(page).getByText('Please try the advanced portal launcher.').waitFor()
    await context.close()
  })

  it('quick-launches with the context on the clipboard, and falls back to a local context', async () => {
    const { page, context } = await portalReadyPage()
    await openRing(page)
    const [portal] = await Promise.all([
      nextTab(context),
      ring(page).getByRole('button', { name: 'Quick launch Aurelia' }).click(),
    ])
    expect(portal.url()).toBe(PORTAL)
    await toasts(page).getByText('Portal Launched').waitFor()
    expect(await clipboard(page)).toMatch(/^You are Aurelia, Guide of Inner Light/)

    await page.route('**/api/generate-context', (route) => route.abort())
    await card(ring(page), 'Learning Mentor')
      .getByRole('button', { name: /Launch Portal/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Learning Mentor Portal' })
    await dialog.getByLabel('Your question (optional)').fill('Teach me statistics')
    await dialog.getByRole('button', { name: 'Generate Context' }).click()
    await dialog.getByText('built in your browser').waitFor()
    const text = await dialog.getByLabel('Context', { exact: true }).inputValue()
    expect(text).toContain('You are Learning Mentor')
    expect(text).toContain('Their question: Teach me statistics')
    await context.close()
  })
})

describe('the agents screen', () => {
  it('lists every agent with real activity and an action, and the directory', async () => {
    const { page, context, errors } = await portalReadyPage()
    // Activity is board activity: a private chat with Eve posts nothing, a message to her on
    // the board gets her reply there.
    const sent = await page.request.post('/api/ai-communication/send', {
      data: { content: 'Tell me about the expert ring', toAgent: 'eve' },
      headers: { origin: env.server.baseUrl },
    })
    expect(sent.status()).toBe(201)
    await page.goto('/agents')
    await page.getByRole('heading', { level: 1, name: 'Agents' }).waitFor()
    const registry = page.locator('ul', { has: page.getByRole('heading', { name: 'Adam' }) })
    const row = (name: string) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) })
        .first()
    await expect
      .poll(async () => (await row('Eve').textContent()) ?? '')
      .toMatch(/Active (just now|\d+ seconds? ago)/)
    expect(await row('Eva').textContent()).toContain('No board activity yet')
    expect(await registry.count()).toBe(1)
    await row('Adam').getByRole('link', { name: /Chat/ }).waitFor()

    await row('Star Dragon')
      .getByRole('button', { name: /Portal/ })
      .click()
    await toasts(page).getByText('Star Dragon is currently in development. Coming soon!').waitFor()

    await row('OmniCodex')
      .getByRole('button', { name: /Portal/ })
      .click()
    await page.getByRole('dialog', { name: 'OmniCodex Portal' }).waitFor()
    await page.keyboard.press('Escape')

    await page.getByRole('searchbox', { name: 'Search experts' }).fill('woodworking')
    await page.getByText('Showing 1 of 12 experts').waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('opens the directory already searched from a quick-search link, on every alias', async () => {
    const { page, context } = await portalReadyPage()
    await page.goto('/consciousness-hub?q=Dracos')
    await page.getByRole('heading', { level: 1, name: 'Consciousness Hub' }).waitFor()
    await page.getByText('Showing 1 of 12 experts').waitFor()
    expect(await page.getByRole('searchbox', { name: 'Search experts' }).inputValue()).toBe(
      'Dracos',
    )
    for (const path of ['/consciousness-entities', '/nexus-consciousness']) {
      await page.goto(path)
      await page.getByText('Showing 12 of 12 experts').waitFor()
    }
    await context.close()
  })

  it('fits a 390 px phone without sideways scrolling', async () => {
    const { page, context } = await portalReadyPage(PHONE)
    await page.goto('/agents')
    await page.getByText('Showing 12 of 12 experts').waitFor()
    await page.getByText('Personas and the observer').waitFor()
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(await overflow()).toBe(0)
    await page.getByRole('button', { name: 'Launch Portal of Echo' }).click()
    await page
      .getByRole('dialog', { name: 'Echo Portal' })
      .getByRole('button', { name: 'Generate Context' })
      .click()
    await page.getByRole('dialog').getByLabel('Context', { exact: true }).waitFor()
    expect(await overflow()).toBe(0)
    await context.close()
  })
})
