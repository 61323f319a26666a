import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { revealHomeSections, scriptErrors } from './support/home'

const env = useServerAndBrowser()

const open = (viewport?: { width: number; height: number }) =>
  openPage(env.browser, env.server.baseUrl, viewport)

/** A home section reached the way a visitor would: the companion's Navigate tab. */
async function goToSection(page: Page, title: RegExp, id: string) {
  await page.goto('/')
  await page.getByRole('heading', { level: 1, name: 'HumanCodex' }).waitFor()
  await page.getByRole('button', { name: 'Open AI companion' }).click()
  const panel = page.getByRole('region', { name: 'AI companion' })
  await panel.getByRole('tab', { name: 'Navigate' }).click()
  await panel.getByRole('button', { name: title }).click()
  await page.waitForURL((url) => url.hash === `#${id}`)
  const section = page.locator(`#${id}`)
  await section.getByRole('heading', { level: 2 }).first().waitFor()
  return section
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe('community rooms on the home page', () => {
  it('shows ten rooms: public markers, M4M labels, three features then "+N more"', async () => {
    const { page, context, errors } = await open()
    const rooms = await goToSection(page, /^Community Rooms/, 'telegram-rooms')
    const cards = rooms.getByRole('article')
    expect(await cards.count()).toBe(10)
    expect(await rooms.getByText('Public', { exact: true }).count()).toBe(6)
    expect(await rooms.getByText('Non-public M4M room', { exact: true }).count()).toBe(4)

    const card = (name: string) =>
      rooms.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })
    const hub = card('HumanCodex Community')
    expect(await hub.getByText('Public', { exact: true }).count()).toBe(1)
    expect(
      await hub
        .getByRole('list', { name: /features/ })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(['Announcements', 'Open discussion', 'Weekly Q&A', '+2 more'])
    expect(
      await card('Creator Direct')
        .getByText(/^\+\d+ more$/)
        .count(),
    ).toBe(0)
    const m4m = card('Calm Sanctuary')
    expect(await m4m.getByText('Non-public M4M room', { exact: true }).count()).toBe(1)
    expect(await m4m.getByText('Public', { exact: true }).count()).toBe(0)
    expect(await m4m.getByText('+2 more').count()).toBe(1)

    const join = hub.getByRole('link', { name: /Join Room/ })
    expect(await join.getAttribute('target')).toBe('_blank')
    expect(await join.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await join.getAttribute('href')).toMatch(/^https:\/\/t\.me\//)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('the video gallery', () => {
  it('filters by category and search, and says "No Videos Found" when nothing matches', async () => {
    const { page, context, errors } = await open()
    await page.goto('/videos')
    await page.getByRole('heading', { level: 1, name: 'Video Gallery' }).waitFor()
    await page.getByText('11 of 11 videos').waitFor()
    const filters = page.getByRole('group', { name: 'Filter videos' })
    await filters.getByRole('button', { name: 'Meditation' }).click()
    await page.getByText('2 of 11 videos').waitFor()
    const titles = await page.locator('article h3').allTextContents()
    expect(titles).toEqual([
      'Five-minute meditation you can do anywhere',
      'Ten-minute meditation for anxiety',
    ])
    await page.getByRole('searchbox', { name: 'Search videos' }).fill('transformers')
    await page.getByRole('heading', { name: 'No Videos Found' }).waitFor()
    await filters.getByRole('button', { name: 'All' }).click()
    await page.getByText('1 of 11 videos').waitFor()

    // The player loads only after a click, from the privacy-enhanced domain.
    expect(await page.locator('iframe').count()).toBe(0)
    await page.getByRole('button', { name: /^Play Transformers/ }).click()
    expect(await page.locator('iframe').getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/wjZofJX0v4M/,
    )
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('is on the home page too, with its Manage Videos link', async () => {
    const { page, context } = await open()
    const gallery = await goToSection(page, /^Video Gallery/, 'youtube-gallery')
    await gallery.getByText('11 of 11 videos').waitFor()
    await gallery.getByRole('link', { name: 'Manage Videos' }).click()
    await page.getByRole('heading', { level: 1, name: 'Video Manager' }).waitFor()
    await context.close()
  })
})

describe('crypto, widgets and the API screens', () => {
  it('labels the crypto sample data and filters courses by status', async () => {
    const { page, context, errors } = await open()
    const crypto = await goToSection(page, /^Crypto Intelligence/, 'crypto-intelligence')
    await crypto.getByText(/Sample data\./).waitFor()
    await crypto.getByRole('tab', { name: 'Education' }).click()
    await crypto.getByRole('button', { name: /^In progress/ }).click()
    expect(await crypto.getByRole('heading', { level: 4 }).allTextContents()).toEqual([
      'DeFi Fundamentals',
      'Reading the Market',
    ])
    await crypto.getByRole('tab', { name: 'Tools' }).click()
    await crypto.getByLabel('Amount per week (USD)').fill('50')
    await crypto.getByText('$300.00').waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('filters the free API directory by category and lists all 17 marketplace APIs', async () => {
    const { page, context, errors } = await open()
    await page.goto('/widgets')
    await page.getByRole('heading', { level: 1, name: 'Widgets' }).waitFor()
    await page.getByText('8 APIs and 4 feeds.', { exact: false }).waitFor()
    const tabs = page.getByRole('group', { name: 'API categories' })
    await tabs.getByRole('button', { name: 'Science' }).click()
    await page.getByText('1 API and 2 feeds.', { exact: false }).waitFor()
    await tabs.getByRole('button', { name: 'Weather' }).click()
    await page.getByText('1 API and 0 feeds.', { exact: false }).waitFor()
    await page.getByRole('heading', { name: 'OpenWeatherMap' }).waitFor()
    await page.getByText('Quote of the day').waitFor()

    await page.goto('/api-marketplace')
    await page.getByRole('heading', { level: 1, name: 'API Marketplace' }).waitFor()
    await page.getByText('17 of 17 APIs.', { exact: false }).waitFor()
    await page
      .getByRole('group', { name: 'Tiers' })
      .getByRole('button', { name: 'enterprise' })
      .click()
    await page.getByText('1 of 17 APIs.', { exact: false }).waitFor()
    await page.getByRole('tab', { name: 'Tools' }).click()
    await page.getByRole('link', { name: /Symbolic Language Compiler/ }).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('opens the glass demo’s detail overlay', async () => {
    const { page, context } = await open()
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: 'HumanCodex' }).waitFor()
    await revealHomeSections(page)
    const glass = page.locator('#glass-showcase')
    await glass.getByRole('tab', { name: 'Principles' }).click()
    await glass.getByRole('button', { name: /Privacy by design/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Privacy by design' })
    await dialog.getByText('No analytics cookies or third-party trackers.').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await context.close()
  })
})

describe('blog, misconceptions and the symbol system', () => {
  it('reads a post and filters by tag', async () => {
    const { page, context, errors } = await open()
    await page.goto('/blog')
    await page.getByRole('heading', { level: 1, name: 'Notes from the codex' }).waitFor()
    await page.getByRole('link', { name: '#privacy' }).first().click()
    await page.waitForURL((url) => url.search === '?tag=privacy')
    expect(
      await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents(),
    ).toEqual(['Counting visits without tracking people', 'Your audio library'])
    await page.getByRole('link', { name: 'Your audio library' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your audio library' }).waitFor()
    await page.getByText('answers "not found" to anyone but you', { exact: false }).waitFor()
    await page.getByRole('link', { name: 'All posts' }).click()
    await page.getByRole('heading', { level: 1, name: 'Notes from the codex' }).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('searches misconceptions within a category', async () => {
    const { page, context } = await open()
    await page.goto('/misconceptions')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByRole('searchbox', { name: 'Search misconceptions' }).fill('hallucination')
    await page.getByText('1 of 14 misconceptions').waitFor()
    await page.getByRole('button', { name: 'Consciousness' }).click()
    await page.getByText('0 of 14 misconceptions').waitFor()
    await context.close()
  })

  it('compiles a sentence into symbols and reads it back exactly', async () => {
    const { page, context, errors } = await open()
    await page.goto('/symbolic-language-compiler')
    await page.getByRole('heading', { level: 1, name: 'The symbols of the codex' }).waitFor()
    const sentence = page.getByRole('textbox', { name: 'Sentence' })
    const notation = page.getByRole('textbox', { name: 'Symbol notation' })
    const original = 'The Codex remembers: AI minds learning with humans, together.'
    await sentence.fill(original)
    await page.getByRole('button', { name: 'Compile to symbols' }).click()
    const compiled = await notation.inputValue()
    expect(compiled).toBe('The ↑▦ ⌘·s: ⇑◈ ◎·s ⇡·ing ⊗ ☉·s, ∞.')
    await page.getByText('Round trip exact').waitFor()

    await sentence.fill('')
    await page.getByRole('button', { name: 'Read back as words' }).click()
    expect(await sentence.inputValue()).toBe(original)

    await notation.fill('↑x')
    await page.getByRole('button', { name: 'Read back as words' }).click()
    await page
      .getByRole('alert')
      .getByText(/must come right before a symbol/)
      .waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('on a phone', () => {
  it('keeps every community and content screen within 390 px', async () => {
    const { page, context, errors } = await open(PHONE)
    const problems: string[] = []
    for (const path of [
      '/crypto',
      '/videos',
      '/widgets',
      '/api-manager',
      '/api-marketplace',
      '/iframe-gallery',
      '/blog',
      '/blog?post=welcome-to-the-codex',
      '/misconceptions',
      '/symbol-system-expansion',
      '/dream-mode',
    ]) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForTimeout(200)
      const extra = await overflow(page)
      if (extra > 0) problems.push(`${path}: ${extra}px`)
    }
    await goToSection(page, /^Community Rooms/, 'telegram-rooms')
    const extra = await overflow(page)
    if (extra > 0) problems.push(`home: ${extra}px`)
    expect(problems).toEqual([])
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})
