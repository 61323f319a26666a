import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeGithub } from '../../src/server/modules/knowledge/testing/fake-github'
import { signUpInBrowser } from './support/accounts'
import { openReusedPage, PHONE } from './support/browser'
import { describedBy } from './support/described-by'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'

// A local stand-in for the GitHub API (recorded response shapes), so the seek runs offline.
const github = await startFakeGithub()
afterAll(() => github.close())
// Seeking and deep processing are for administrators only: the tests that run them sign up one
// of these.
const env = useServerAndBrowser({
  GITHUB_API_URL: github.apiUrl,
  ADMIN_USERNAMES: 'e2e_seeker,e2e_seeker_2',
})

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const seekButton = (page: Page) =>
  page.getByRole('button', { name: /Comprehensive Seeking|Seeking Knowledge\.\.\./ })
const deepButton = (page: Page) => page.getByRole('button', { name: /AI Deep Processing/ })
const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

async function openDashboard(page: Page, signUpAs?: string) {
  if (signUpAs) await signUpInBrowser(page, signUpAs, { path: '/research' })
  else await page.goto('/research')
  await page.getByRole('heading', { level: 1, name: 'Knowledge Seeker' }).waitFor()
  await page.getByRole('heading', { name: 'System Status' }).waitFor()
}

describe('the knowledge seeker dashboard', () => {
  it('loads its cards, seeks with progress and shows the latest results', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    await openDashboard(page, 'e2e_seeker')
    await page.getByText('Operational', { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'AI Evolution Metrics' }).waitFor()
    await page.getByRole('heading', { name: 'Academic Domains (8)' }).waitFor()
    await page.getByRole('heading', { name: 'Knowledge Base Statistics' }).waitFor()
    await page.getByText('Run a comprehensive seek to gather the first documents.').waitFor()
    expect(await page.getByText('Latest Knowledge Seeking Results').count()).toBe(0)
    // Domain cards: three search terms or topics, then '+N more' when there are more.
    const domain = page.getByRole('listitem').filter({ hasText: 'Computer Science' }).first()
    await domain
      .getByText(/^\+\d+ more$/)
      .first()
      .waitFor()

    // Hold the seek in the browser until the busy state has been checked.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/knowledge/seek-github', async (route) => {
      await held
      await route.continue()
    })
    await seekButton(page).click()
    await toastRegion(page).getByText('Knowledge Seeking Started').waitFor()
    await page.getByRole('button', { name: 'Seeking Knowledge...' }).waitFor()
    expect(await seekButton(page).isDisabled()).toBe(true)
    expect(await deepButton(page).isDisabled()).toBe(true)
    await page.getByRole('heading', { name: 'Seeking knowledge…' }).waitFor()
    release()

    const done = toastRegion(page).getByText(
      /^Found \d+ repositories, created \d+ knowledge documents$/,
    )
    await done.waitFor({ timeout: 30_000 })
    const [, found, created] = /Found (\d+) repositories, created (\d+)/.exec(
      (await done.textContent()) ?? '',
    )!
    expect(Number(found)).toBeGreaterThan(0)
    await toastRegion(page).getByText('Knowledge Seeking Complete').waitFor()
    const results = page.locator('[data-slot="card"]').filter({
      hasText: 'Latest Knowledge Seeking Results',
    })
    await results.waitFor()
    expect(await results.locator('dd').nth(0).textContent()).toBe(found)
    expect(await results.locator('dd').nth(1).textContent()).toBe(created)
    // Only the level before " - " shows, coloured by its words.
    const level = results.locator('dd').nth(2)
    expect(await level.textContent()).not.toContain(' - ')
    expect(await level.getAttribute('class')).toMatch(/text-(purple|blue|green|orange)-400/)
    await results.getByText('8 domains indexed').waitFor()
    await expect.poll(() => seekButton(page).isEnabled()).toBe(true)
    // Everything reloaded: the status card counts the new documents.
    await page
      .getByText(`${created} documents across 8 domains so far.`, { exact: false })
      .waitFor()

    await deepButton(page).click()
    await toastRegion(page).getByText('AI Deep Processing Complete').waitFor({ timeout: 30_000 })
    await toastRegion(page)
      .getByText(/Enhanced \d+ documents with \d+ evolutionary leaps\.$/)
      .waitFor()
    await expect.poll(() => deepButton(page).isEnabled()).toBe(true)
    await page.getByRole('meter', { name: 'Cross-domain connections' }).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('browses the gathered documents by domain with full-text search', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    await page.goto('/ai-analysis-research')
    await page.getByRole('heading', { level: 1, name: 'AI Analysis & Research' }).waitFor()
    await page.getByText(/^\d+ documents$/).waitFor()
    await page.getByRole('heading', { name: 'Concepts shared across domains' }).waitFor()

    const domains = page.getByRole('navigation', { name: 'Domains' })
    await domains.getByRole('button', { name: /^Physics/ }).click()
    await page.getByText(/^\d+ documents? in Physics$/).waitFor()
    const cards = page.getByRole('article')
    // The list re-renders after the filter: wait until every card shown is a Physics one.
    await expect
      .poll(
        async () =>
          (await cards.count()) === (await cards.getByText('Physics', { exact: true }).count()),
      )
      .toBe(true)

    // A slow answer: until it comes, the last answer's cards stay and the count is not claimed
    // for the new words (a card opened then would be replaced under the reader's hand). It is
    // held until the page has said it is searching, rather than for a fixed 1.5 s.
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    await page.route(/\/api\/knowledge\/documents\?.*query=quantum/, async (route) => {
      await held
      await route.continue()
    })
    await domains.getByRole('button', { name: /^All domains/ }).click()
    await page.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('quantum')
    await page.getByText('Searching…').waitFor()
    answer()
    await page.getByText(/^\d+ documents? matching “quantum”$/).waitFor()
    await cards
      .first()
      .getByText(/cross-domain connections?/)
      .click()
    await cards
      .first()
      .getByText(/, shared with /)
      .first()
      .waitFor()

    await page.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('zzqqxv')
    await page.getByText('No results found').waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('lists knowledge documents in the document archive, filtered by domain', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    await page.goto('/document-archive')
    const documents = page.getByRole('region', { name: /^Knowledge documents/ })
    await documents.getByRole('article').first().waitFor()
    await documents.getByLabel('Domain').selectOption('Biology')
    await expect
      .poll(
        async () =>
          (await documents.getByRole('article').all()).length > 0 &&
          (await documents.getByRole('article').filter({ hasNotText: 'Biology' }).count()) === 0,
      )
      .toBe(true)
    await page.getByRole('button', { name: 'Knowledge documents', exact: true }).click()
    expect(await page.getByRole('region', { name: /^Notes/ }).count()).toBe(0)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('keeps seeking and deep processing disabled, saying why, for visitors and members', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    await openDashboard(page)
    const why = 'Sign in as an administrator to gather or process knowledge.'
    await page.getByText(why).waitFor()
    for (const button of [seekButton(page), deepButton(page)]) {
      expect(await button.isDisabled()).toBe(true)
      expect(await describedBy(button)).toBe(why)
    }
    await signUpInBrowser(page, 'e2e_reader', { path: '/research' })
    const member = 'Only administrators can gather or process knowledge.'
    await page.getByText(member).waitFor()
    for (const button of [seekButton(page), deepButton(page)]) {
      expect(await button.isDisabled()).toBe(true)
      expect(await describedBy(button)).toBe(member)
    }
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it("says 'Error Loading Data' when the dashboard's data cannot be loaded", async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    await page.route('**/api/knowledge/stats', (route) => route.abort())
    await page.goto('/research')
    await toastRegion(page).getByText('Error Loading Data').waitFor()
    await toastRegion(page).getByText('Failed to load knowledge dashboard data').waitFor()
    // The other two answered, so their cards still show.
    await page.getByRole('heading', { name: 'Academic Domains (8)' }).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('fails cleanly with the documented toast when GitHub cannot be reached', async () => {
    await github.close()
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    await openDashboard(page, 'e2e_seeker_2')
    await seekButton(page).click()
    await toastRegion(page).getByText('Knowledge Seeking Failed').waitFor({ timeout: 30_000 })
    await toastRegion(page).getByText('Failed to gather knowledge from GitHub').waitFor()
    await expect.poll(() => seekButton(page).isEnabled()).toBe(true)
    expect(await deepButton(page).isEnabled()).toBe(true)
    expect(await page.getByText('Latest Knowledge Seeking Results').count()).toBe(0)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('fits 390 px without horizontal scrolling', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl, PHONE)
    await openDashboard(page)
    await page.getByRole('heading', { name: 'Knowledge Base Statistics' }).waitFor()
    expect(await noHorizontalOverflow(page)).toBe(true)
    await page.goto('/ai-analysis-research')
    await page.getByRole('article').first().waitFor()
    expect(await noHorizontalOverflow(page)).toBe(true)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})
