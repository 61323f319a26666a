import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openReusedPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { revealHomeSections, scriptErrors } from './support/home'

const env = useServerAndBrowser()

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const history = (page: Page) => page.getByRole('list', { name: 'Your queries' })
const collection = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Database' }).locator('label', { hasText: name })

describe('the data center', () => {
  it('runs a query against a live collection and keeps it in the history', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    // A person's post on the board: the board collection then holds a record (a chat posts
    // nothing there, decision 250).
    const posted = await page.request.post('/api/ai-messages', {
      data: { content: 'The harbour opens at dawn', messageType: 'discovery' },
      headers: { origin: env.server.baseUrl },
    })
    expect(posted.status()).toBe(201)

    await page.goto('/omni-data-center')
    await page.getByRole('heading', { level: 1, name: 'Omni Data Center' }).waitFor()
    const board = collection(page, 'AI Message Board')
    await board.getByText(/^1\s*records$/).waitFor()
    await collection(page, 'Agents & Experts')
      .getByText(/^17\s*records$/)
      .waitFor()
    await page.getByText('No queries yet.').waitFor()

    const input = page.getByLabel('Your question')
    const run = page.getByRole('button', { name: 'Run Query' })
    await input.fill('   ')
    expect(await run.isDisabled()).toBe(true)

    await board.click()
    await input.fill('  harbour opens  ')
    await run.click()
    const answer = page.getByRole('region', { name: 'Latest answer' })
    await answer.getByText(/AI Message Board · 1 matching record/).waitFor()
    await answer
      .getByText(/The harbour opens at dawn/)
      .first()
      .waitFor()
    expect(await input.inputValue()).toBe('')
    const first = history(page).getByRole('listitem').first()
    await first.getByText('harbour opens', { exact: true }).waitFor()
    expect(await first.textContent()).toMatch(/completed.*AI Message Board.*1 result/)

    await collection(page, 'Agents & Experts').click()
    await input.fill('woodworking')
    await input.press('Enter')
    await answer
      .getByText(/Rogark/)
      .first()
      .waitFor()
    await expect.poll(() => history(page).getByRole('listitem').count()).toBe(2)
    expect(await history(page).getByRole('listitem').first().textContent()).toContain('woodworking')

    // The history belongs to this browser's visitor: another visitor starts empty.
    const other = await openReusedPage(env.browser, env.server.baseUrl)
    await other.page.goto('/omni-data-center')
    await other.page.getByText('No queries yet.').waitFor()
    await other.context.close()

    await page.reload()
    await expect.poll(() => history(page).getByRole('listitem').count()).toBe(2)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('shows the documented error when the query fails and keeps the question', async () => {
    const { page, context } = await openReusedPage(env.browser, env.server.baseUrl)
    await page.goto('/omni-data-center')
    await collection(page, 'Platform Knowledge')
      .getByText(/records/)
      .waitFor()
    await page.route('**/api/chatgpt/query', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The AI model could not be reached.' }),
      }),
    )
    const input = page.getByLabel('Your question')
    await input.fill('premium')
    await page.getByRole('button', { name: 'Run Query' }).click()
    await toasts(page).getByText('ChatGPT query failed').waitFor()
    await toasts(page).getByText('The AI model could not be reached.').waitFor()
    expect(await input.inputValue()).toBe('premium')
    await context.close()
  })

  it('is a home section too, reached from the Codex Compass, and fits a phone', async () => {
    const { page, context } = await openReusedPage(env.browser, env.server.baseUrl, PHONE)
    await page.goto('/')
    await revealHomeSections(page)
    await page.getByRole('link', { name: 'Enter Omni Data Center' }).click()
    await page.getByRole('heading', { level: 1, name: 'Omni Data Center' }).waitFor()
    await collection(page, 'Platform Knowledge')
      .getByText(/records/)
      .waitFor()
    const input = page.getByLabel('Your question')
    await input.fill('how do I use the codex compass')
    await page.getByRole('button', { name: 'Run Query' }).click()
    await page.getByRole('region', { name: 'Latest answer' }).waitFor()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0)

    await page.goto('/')
    const section = page.locator('#database-browser')
    await section.scrollIntoViewIfNeeded()
    await section.getByRole('heading', { name: 'Database browser' }).waitFor()
    await section.getByText('how do I use the codex compass').waitFor()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0)
    await context.close()
  })
})
