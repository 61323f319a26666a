import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { compassPaths, findRoute, homeSections, isLiveHref } from '@/shared/routes'
import { FINANCIAL_TRACKER_URL } from '@/shared/embeds'
import { openPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { revealHomeSections, scriptErrors } from './support/home'

const env = useServerAndBrowser()

async function home(viewport?: { width: number; height: number }, options?: { motion: boolean }) {
  const opened = await openPage(env.browser, env.server.baseUrl, viewport, options)
  await opened.page.goto('/')
  await opened.page.getByRole('heading', { level: 1, name: 'HumanCodex' }).waitFor()
  return opened
}

const isNotFound = (page: Page) =>
  page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()

describe('the hero', () => {
  it('has three buttons that lead somewhere real', async () => {
    const { page, context, errors } = await home()
    await page.getByRole('link', { name: 'Explore the Codex Compass' }).click()
    const compass = page.getByRole('heading', { level: 2, name: 'Codex Compass' })
    await compass.waitFor()
    expect(new URL(page.url()).hash).toBe('#codex-compass')
    await expect
      .poll(() => compass.evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(300)

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('button', { name: 'Search the Codex', exact: true }).click()
    await page.getByRole('dialog', { name: 'Quick search' }).waitFor()
    await page.keyboard.press('Escape')

    await page.getByRole('link', { name: 'Read the Platform Guide' }).click()
    await page.getByRole('heading', { level: 1, name: 'What HumanCodex is' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/platform-guide')
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('keeps the live status card', async () => {
    const { page, context } = await home()
    await page.getByText('Codex online').waitFor()
    await context.close()
  })
})

describe('deferred sections', () => {
  it('loads what is below the first screen only when it comes near', async () => {
    const { page, context } = await home()
    await page.waitForTimeout(500)
    expect(await page.getByRole('heading', { name: 'AI Learning Logs' }).count()).toBe(0)
    expect(await page.locator('iframe').count()).toBe(0)
    await revealHomeSections(page)
    await page.getByRole('heading', { name: 'AI Learning Logs' }).waitFor({ state: 'attached' })
    // The tracker's own site loads only when asked (decision 210): a link and a button until then.
    expect(await page.locator('iframe').count()).toBe(0)
    await page
      .locator('#financial-tracker')
      .getByRole('link', { name: "Open the tracker's site in a new tab" })
      .waitFor({ state: 'attached' })
    await context.close()
  })

  it('leaves the explanation cards, the toaster and /collaboration out of the first view', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 2, name: 'How the Codex Works' }).waitFor()
    const late = /\/(explanation-accordion|accordion|toaster|toast|collaboration)[-.]/
    expect(scripts.filter((path) => late.test(path))).toEqual([])
    const card = page.getByRole('button', { name: /Entities, not menus/ })
    expect(await card.count()).toBe(0)

    await page.mouse.wheel(0, 200)
    await card.click()
    expect(await card.getAttribute('aria-expanded')).toBe('true')
    await page.getByText('Four personas answer anyone').waitFor()
    await context.close()
  })

  it('F8 focuses the notification area before any notification has loaded its code', async () => {
    const { page, context } = await home()
    await page.waitForLoadState('networkidle')
    await page.keyboard.press('F8')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-slot')))
      .toBe('toast-viewport')
    expect(await page.getByRole('region', { name: 'Notifications (F8)' }).count()).toBe(1)
    await context.close()
  })

  it('renders every live section of the registry, and no section that is not built', async () => {
    const { page, context } = await home()
    await revealHomeSections(page)
    for (const section of homeSections) {
      const count = await page.locator(`[id="${section.id}"]`).count()
      expect(count, section.id).toBe(section.live ? 1 : 0)
    }
    await context.close()
  })
})

describe('the Codex Compass', () => {
  it('lists every hub entry with an Enter button only for open screens', async () => {
    const { page, context } = await home()
    await revealHomeSections(page)
    const hub = page.locator('#codex-compass')
    for (const path of compassPaths) {
      const route = findRoute(path)
      if (!route) throw new Error(`${path} is not in the registry`)
      await hub.getByRole('heading', { level: 3, name: route.title, exact: true }).waitFor()
      const link = hub.getByRole('link', { name: `Enter ${route.title}`, exact: true })
      expect(await link.count(), path).toBe(route.live ? 1 : 0)
      if (!route.live) {
        const button = hub.getByRole('button', { name: new RegExp(`^Enter .*${route.title}`) })
        expect(await button.isDisabled(), path).toBe(true)
      }
    }
    await context.close()
  })

  it('says how many areas are open, and nothing about areas being built', async () => {
    const { page, context } = await home()
    await revealHomeSections(page)
    const hub = page.locator('#codex-compass')
    await hub.getByText(/\d+ areas? (is|are) open\./).waitFor()
    expect(await hub.getByText(/being built/).count()).toBe(0)
    await context.close()
  })

  it('Enter buttons open real screens, never the 404 page', async () => {
    const { page, context, errors } = await home()
    await revealHomeSections(page)
    const links = page.locator('#codex-compass').getByRole('link', { name: /^Enter / })
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(0)
    // Every target is an open screen (routes.e2e.ts opens each of them); a few are clicked here.
    expect(hrefs.filter((href) => !isLiveHref(href))).toEqual([])
    for (const href of hrefs.slice(0, 3)) {
      await page.goto('/')
      await page.locator('#codex-compass').scrollIntoViewIfNeeded()
      await page.locator(`#codex-compass a[href="${href}"]`).click()
      await page.waitForURL((url) => url.pathname === href)
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await isNotFound(page), href).toBe(false)
    }
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  }, 120_000)
})

describe('every link on the home page', () => {
  it('leads to an open screen or a section that exists', async () => {
    const { page, context } = await home()
    await revealHomeSections(page)
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('href') ?? ''))])
    const internal = hrefs.filter((href) => !href.startsWith('/api/') && href !== '/healthz')
    expect(internal.length).toBeGreaterThan(5)
    // Screens are checked against the registry (routes.e2e.ts opens every open screen);
    // anchors into the home page must name a section that is on it.
    expect(internal.filter((href) => !isLiveHref(href))).toEqual([])
    for (const href of internal) {
      const [path, hash] = href.split('#')
      if (hash && (path === '/' || path === '')) {
        expect(await page.locator(`[id="${hash}"]`).count(), href).toBe(1)
      }
    }
    await context.close()
  }, 120_000)
})

describe('the documentation accordion', () => {
  it('opens the first entry, closes the open entry on click, and follows the contents', async () => {
    const { page, context } = await home()
    await revealHomeSections(page)
    const docs = page.locator('#humancodex-docs')
    const trigger = (name: string) => docs.getByRole('button', { name, exact: true })
    expect(await trigger('What HumanCodex is').getAttribute('aria-expanded')).toBe('true')
    expect(await trigger('How it works').getAttribute('aria-expanded')).toBe('false')

    await trigger('What HumanCodex is').click()
    expect(await trigger('What HumanCodex is').getAttribute('aria-expanded')).toBe('false')

    await trigger('How it works').click()
    expect(await trigger('How it works').getAttribute('aria-expanded')).toBe('true')
    await docs.getByText('A Fastify server').waitFor()

    await docs
      .getByRole('navigation', { name: 'Documentation contents' })
      .getByRole('button', { name: /Evolution and learning/ })
      .click()
    expect(await trigger('Evolution and learning').getAttribute('aria-expanded')).toBe('true')
    expect(await trigger('How it works').getAttribute('aria-expanded')).toBe('false')
    await context.close()
  })

  it('shows the same docs as pages in the Platform Guide', async () => {
    const { page, context } = await home()
    await page.goto('/platform-guide#how-to-use')
    await page.getByRole('heading', { level: 1, name: 'How to use HumanCodex' }).waitFor()
    await page
      .getByRole('link', { name: /Finding anything with quick search/ })
      .first()
      .click()
    await page
      .getByRole('heading', { level: 1, name: 'Finding anything with quick search' })
      .waitFor()
    expect(new URL(page.url()).hash).toBe('#quick-search')
    await context.close()
  })
})

describe('the AI Learning Logs', () => {
  it('filters by tab and pauses and resumes live updates', async () => {
    const { page, context } = await home()
    await revealHomeSections(page)
    const logs = page.locator('#ai-learning-logs')
    await logs.getByRole('tab', { name: "Eve's Evolution" }).click()
    const panel = logs.getByRole('tabpanel')
    const entities = await panel.locator('li span[data-slot="badge"]:first-child').allTextContents()
    expect(entities.length).toBeGreaterThan(0)
    expect(new Set(entities.map((text) => text.toLowerCase()))).toEqual(new Set(['eve']))

    await logs.getByRole('button', { name: 'Pause Live Updates' }).click()
    await logs.getByText('Paused').waitFor()
    await logs.getByRole('button', { name: 'Resume Live Updates' }).click()
    await logs.getByText('Live', { exact: true }).waitFor()
    await context.close()
  })
})

describe('the holographic canvas and the financial tracker', () => {
  it('toggles play and rotation', async () => {
    // The projection moves only for visitors who have not asked for reduced motion.
    const { page, context } = await home(undefined, { motion: true })
    await revealHomeSections(page)
    const controls = page.getByRole('toolbar', { name: 'Projection controls' })
    await controls.getByRole('button', { name: 'Pause' }).click()
    await controls.getByRole('button', { name: 'Play' }).waitFor()
    await controls.getByRole('button', { name: 'Rotation on' }).click()
    expect(
      await controls.getByRole('button', { name: 'Rotation off' }).getAttribute('aria-pressed'),
    ).toBe('false')
    await context.close()
  })

  it('copies the embed code, and says so when the clipboard refuses', async () => {
    const { page, context } = await home()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await revealHomeSections(page)
    const tracker = page.locator('#financial-tracker')
    await tracker.getByText('Live Platform').waitFor()
    const launch = tracker.getByRole('link', { name: 'Launch Financial Tracker' })
    expect(await launch.getAttribute('target')).toBe('_blank')

    await tracker.getByRole('button', { name: 'Copy Embed Code' }).click()
    const notifications = page.getByRole('region', { name: /Notifications/ })
    await notifications.getByText('Embed Code Copied').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('width="100%"')
    expect(copied).toContain('height="600"')

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
    })
    await tracker.getByRole('button', { name: 'Copy Embed Code' }).click()
    await notifications.getByText('Copy Failed').waitFor()
    await context.close()
  })
})

describe('the financial tracker', () => {
  for (const [name, viewport] of [
    ['1280 px', undefined],
    ['390 px', PHONE],
  ] as const) {
    it(`asks nothing of its site until shown, then keeps text and a link by the frame, at ${name}`, async () => {
      const { page, context } = await home(viewport)
      const asked: string[] = []
      const trackerHost = new URL(FINANCIAL_TRACKER_URL).host
      page.on('request', (request) => {
        if (new URL(request.url()).host === trackerHost) asked.push(request.url())
      })
      await revealHomeSections(page)
      const tracker = page.locator('#financial-tracker')
      const link = tracker.getByRole('link', { name: "Open the tracker's site in a new tab" })
      await link.first().waitFor()
      expect(await link.first().getAttribute('target')).toBe('_blank')
      expect(await tracker.locator('iframe').count()).toBe(0)
      expect(asked).toEqual([])
      await tracker.getByRole('button', { name: 'Show the tracker here' }).click()
      await tracker.locator('iframe[title="Financial Flex Tracker"]').waitFor()
      await expect.poll(() => asked.length).toBeGreaterThan(0)
      // Without a network its host never answers here: the words and the link stay beside it.
      await tracker.getByText(/Blank or broken\?/).waitFor()
      await link.first().waitFor()
      await context.close()
    })
  }
})

describe('on a 390 px phone', () => {
  it('has no horizontal overflow with every section loaded, and the menu works', async () => {
    const { page, context } = await home(PHONE)
    await revealHomeSections(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Compass' })
      .click()
    await page.getByRole('heading', { level: 2, name: 'Codex Compass' }).waitFor()
    expect(new URL(page.url()).hash).toBe('#codex-compass')
    await context.close()
  })
})
