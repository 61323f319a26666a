import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'

const env = useServerAndBrowser()

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const list = (page: Page) => page.getByRole('region', { name: 'Message list' })
const sendForm = (page: Page) => page.getByRole('form', { name: 'Send a message' })
const messageArticle = (page: Page, text: string) =>
  list(page).getByRole('article').filter({ hasText: text })

async function openBoard(viewport?: { width: number; height: number }) {
  const opened = await openPage(env.browser, env.server.baseUrl, viewport)
  await opened.page.goto('/messaging-board')
  await opened.page.getByRole('heading', { level: 1, name: 'Messaging Board' }).waitFor()
  await opened.page.getByRole('status').filter({ hasText: 'Live' }).waitFor()
  return opened
}

async function send(
  page: Page,
  content: string,
  options: { type?: string; priority?: string; to?: string } = {},
) {
  const form = sendForm(page)
  if (options.to) await form.getByLabel('To').selectOption(options.to)
  if (options.type) await form.getByLabel('Type').selectOption(options.type)
  if (options.priority) await form.getByLabel('Priority').selectOption(options.priority)
  await form.getByLabel('Message').fill(content)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await toastRegion(page).getByText('Message Sent').waitFor()
  // The form empties once the message is stored (an earlier toast may still be showing).
  await expect.poll(() => form.getByLabel('Message').inputValue()).toBe('')
}

/** The first line of each shown message's content, top to bottom. */
const shownContents = (page: Page) =>
  list(page)
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((article) => article.querySelector('p:not(.text-xs)')?.textContent ?? ''),
    )

const countLine = (page: Page) => page.getByText(/^\d+ of \d+ messages?$/)

async function readCount(locator: Locator) {
  return (await locator.textContent())?.trim()
}

describe('the message board', () => {
  it('sends, filters, sorts, likes and replies', async () => {
    const { page, context, errors } = await openBoard()
    await page.getByText('No messages yet. Be the first to post.').waitFor()

    await send(page, 'The tide remembers every shore', {
      to: 'eve',
      type: 'learning',
      priority: '8',
    })
    // docs/product/message-board-and-agents.md: the form is back to all, empty, collaboration and
    // 1.
    const form = sendForm(page)
    expect(await form.getByLabel('To').inputValue()).toBe('all')
    expect(await form.getByLabel('Type').inputValue()).toBe('collaboration')
    expect(await form.getByLabel('Priority').inputValue()).toBe('1')
    expect(await form.getByLabel('Message').inputValue()).toBe('')
    expect(await form.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(true)

    await send(page, 'A ledger of small discoveries', { type: 'discovery' })
    await send(page, 'Shall we plan the next collaboration?')
    await messageArticle(page, 'The tide remembers').waitFor()
    // The third message reaches the list over the live stream, after the form has emptied.
    await expect.poll(() => readCount(countLine(page))).toBe('3 of 3 messages')
    expect(await shownContents(page)).toEqual([
      'Shall we plan the next collaboration?',
      'A ledger of small discoveries',
      'The tide remembers every shore',
    ])
    const tide = messageArticle(page, 'The tide remembers')
    await tide.getByRole('heading', { name: 'User → Eve' }).waitFor()
    await tide.getByRole('img', { name: 'High priority (8)' }).waitFor()
    await messageArticle(page, 'ledger').getByRole('img', { name: 'Low priority (1)' }).waitFor()

    // Search covers content, sender and type.
    const search = page.getByRole('searchbox', { name: 'Search messages' })
    // The count is of the messages matching the search and filters, as the server counts them.
    await search.fill('TIDE')
    await expect.poll(() => readCount(countLine(page))).toBe('1 of 1 message')
    await search.fill('discovery')
    await expect.poll(() => shownContents(page)).toEqual(['A ledger of small discoveries'])
    await search.fill('')
    await page.getByLabel('Filter by type').selectOption('collaboration')
    await expect.poll(() => shownContents(page)).toEqual(['Shall we plan the next collaboration?'])
    await page.getByLabel('Filter by type').selectOption('all')
    // A person is never an agent: the agent filter does not offer the one who posted.
    expect(
      await page
        .getByLabel('Filter by agent')
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).not.toContain('user')
    await search.fill('nothing like this')
    await list(page).getByText('No messages match your search and filters.').waitFor()
    await search.fill('')
    await page.getByLabel('Filter by agent').selectOption('all')

    await expect.poll(() => readCount(countLine(page))).toBe('3 of 3 messages')
    await page.getByLabel('Sort messages').selectOption('priority')
    expect((await shownContents(page))[0]).toBe('The tide remembers every shore')
    await page.getByLabel('Sort messages').selectOption('type')
    expect(await shownContents(page)).toEqual([
      'Shall we plan the next collaboration?',
      'A ledger of small discoveries',
      'The tide remembers every shore',
    ])
    await page.getByLabel('Sort messages').selectOption('timestamp')

    // A like counts once per person.
    await tide.getByRole('button', { name: 'Like (0)' }).click()
    await toastRegion(page).getByText('Reaction Added').waitFor()
    await tide.getByRole('button', { name: 'Like (1)' }).click()
    await toastRegion(page).getByText('Already Recorded').waitFor()
    expect(await tide.getByRole('button', { name: 'Like (1)' }).count()).toBe(1)
    await tide.getByRole('button', { name: 'Helpful (0)' }).click()
    await tide.getByRole('button', { name: 'Helpful (1)' }).waitFor()

    // A reply threads under its message.
    await tide.getByRole('button', { name: 'Reply' }).click()
    await tide.getByLabel('Reply to User').fill('And every shore the tide')
    await tide.getByRole('button', { name: 'Send Reply' }).click()
    await toastRegion(page).getByText('Reply Sent').waitFor()
    await tide.getByRole('button', { name: '1 reply' }).waitFor()
    await tide
      .getByRole('list', { name: 'Replies' })
      .getByText('And every shore the tide')
      .waitFor()
    await messageArticle(page, 'In reply to message').waitFor()

    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('shows what another visitor posts and likes without a reload', async () => {
    const watcher = await openBoard()
    const poster = await openBoard()
    await send(poster.page, 'Greetings from the second window')
    await messageArticle(watcher.page, 'Greetings from the second window').waitFor()

    await messageArticle(poster.page, 'Greetings from the second window')
      .getByRole('button', { name: 'Like (0)' })
      .click()
    await messageArticle(watcher.page, 'Greetings from the second window')
      .getByRole('button', { name: 'Like (1)' })
      .waitFor()
    expect(scriptErrors(watcher.errors)).toEqual([])
    await poster.context.close()
    await watcher.context.close()
  })

  it('polls every 5 s while the live stream is down', async () => {
    const offline = await openPage(env.browser, env.server.baseUrl)
    await offline.page.route('**/api/events*', (route) => route.abort('connectionrefused'))
    await offline.page.goto('/messaging-board')
    await offline.page.getByRole('status').filter({ hasText: 'Checking every 5 s' }).waitFor()
    const poster = await openBoard()
    await send(poster.page, 'Heard even without the stream')
    await messageArticle(offline.page, 'Heard even without the stream').waitFor({
      timeout: 8000,
    })
    await poster.context.close()
    await offline.context.close()
  })

  it('lists the agents and addresses a direct message from a card', async () => {
    const { page, context } = await openBoard()
    await page.getByRole('tab', { name: 'AI Agents' }).click()
    const eve = page.getByRole('article', { name: 'Eve' })
    const capabilities = eve.getByRole('list', { name: 'Capabilities' }).getByRole('listitem')
    expect(await capabilities.count()).toBe(4)
    await eve.getByText('+1').waitFor()
    await page.getByRole('article', { name: 'Agent Zero' }).waitFor()
    await eve.getByRole('button', { name: 'Send Direct Message' }).click()
    expect(await page.getByRole('tab', { name: 'Messages' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    expect(await sendForm(page).getByLabel('To').inputValue()).toBe('eve')
    await context.close()
  })

  it('starts a real collaboration from a quick topic and counts it in analytics', async () => {
    const { page, context, errors } = await openBoard()
    await page.getByRole('tab', { name: 'Collaborate' }).click()
    // The choice of participants says who can take part, and offers only them.
    const who = page.getByRole('group', { name: 'Participants (2 to 5)' })
    expect(await who.getByRole('checkbox').count()).toBe(5)
    await who.getByText('These five are everyone who can take part').waitFor()
    await page.getByRole('button', { name: /^Creative problem solving/ }).click()
    await toastRegion(page).getByText('Collaboration Started').waitFor()
    await toastRegion(page)
      .getByText('AI agents are now collaborating on the specified topic.')
      .waitFor()
    const card = page.getByRole('article', { name: 'Collaboration: Creative problem solving' })
    await card.getByText('completed').waitFor({ timeout: 30_000 })
    await card.getByText('4 of 4 turns').waitFor()
    await card.getByRole('button', { name: 'Show turns' }).click()
    expect(await card.getByRole('list', { name: 'Turns' }).getByRole('listitem').count()).toBe(4)

    await page.getByRole('tab', { name: 'Analytics' }).click()
    const collaborations = page.getByLabel(/^Collaborations: /)
    expect(await collaborations.textContent()).not.toBe('0')
    await page.getByText(/turns in (all messages|the newest)/).waitFor()
    const bars = page.getByRole('list', { name: 'Agent activity' }).getByRole('listitem')
    expect(await bars.count()).toBeGreaterThanOrEqual(2)
    expect(await bars.count()).toBeLessThanOrEqual(5)
    await page.getByRole('list', { name: 'Message types' }).getByText('Collaboration').waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  for (const [name, viewport] of [
    ['1280 px', undefined],
    ['390 px', PHONE],
  ] as const) {
    it(`never shows more active agents than agents, at ${name}`, async () => {
      const { page, context, errors } = await openBoard(viewport)
      await send(page, `A person posting at ${name}`, { to: 'adam' })
      await page.getByRole('tab', { name: 'Analytics' }).click()
      const active = page.getByLabel(/^Active Agents: \d+$/)
      await active.waitFor()
      // Experts are counted as experts, not board agents (decision 251).
      const detail = page.getByText(
        /^of \d+ board agents, active in the last 10 minutes; the \d+ experts answer in their portals$/,
      )
      await detail.waitFor()
      const figure = Number((await active.textContent())?.trim())
      const total = Number(/of (\d+) board agents/.exec((await detail.textContent()) ?? '')![1])
      expect(total).toBeGreaterThan(0)
      expect(figure).toBeLessThanOrEqual(total)
      expect(
        await page.getByRole('list', { name: 'Agent activity' }).getByText('User').count(),
      ).toBe(0)
      expect(scriptErrors(errors)).toEqual([])
      await context.close()
    })
  }

  it('fits a 390 px phone', async () => {
    const { page, context, errors } = await openBoard(PHONE)
    await send(page, 'A message read on a small screen', { priority: '10' })
    for (const tab of ['Messages', 'AI Agents', 'Collaborate', 'Analytics']) {
      await page.getByRole('tab', { name: tab }).click()
      await page.waitForTimeout(200)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0)
    }
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('counts and searches the whole board, beyond the loaded page', async () => {
    const { page, context, errors } = await openBoard()
    await page.evaluate(async () => {
      for (let n = 1; n <= 60; n++) {
        await fetch('/api/ai-messages', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content: `Harbour log entry ${n}`, messageType: 'learning' }),
        })
      }
    })
    const serverTotal = () =>
      page.evaluate(async () =>
        Number((await fetch('/api/ai-messages?limit=1')).headers.get('x-total-count')),
      )
    const total = await serverTotal()
    expect(total).toBeGreaterThan(60)
    await page.reload()
    await expect.poll(() => readCount(countLine(page))).toBe(`50 of ${total} messages`)

    // Entry 3 is older than the loaded page; the server finds it with its ten neighbours.
    const search = page.getByRole('searchbox', { name: 'Search messages' })
    await search.fill('harbour 3')
    await expect.poll(() => readCount(countLine(page))).toBe('11 of 11 messages')
    expect((await shownContents(page)).at(-1)).toBe('Harbour log entry 3')
    await search.fill('')
    await expect.poll(() => readCount(countLine(page))).toBe(`50 of ${total} messages`)

    // A new message counts in the total at once.
    await send(page, 'Harbour log entry 61')
    await messageArticle(page, 'Harbour log entry 61').waitFor()
    await expect
      .poll(() => readCount(countLine(page)))
      .toMatch(new RegExp(`^5[01] of ${total + 1} messages$`))
    expect(await serverTotal()).toBe(total + 1)
    await list(page).getByRole('button', { name: 'Load older messages' }).click()
    await expect
      .poll(async () => Number((await readCount(countLine(page)))?.split(' ')[0]))
      .toBeGreaterThanOrEqual(Math.min(100, total + 1))
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('is the home page section ai-communications, reached from the companion', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open AI companion' }).click()
    const panel = page.getByRole('region', { name: 'AI companion' })
    await panel.getByRole('tab', { name: 'Navigate' }).click()
    await panel.getByRole('button', { name: /AI Message Board/ }).click()
    const section = page.locator('#ai-communications')
    await section.getByRole('heading', { level: 2, name: 'AI Message Board' }).waitFor()
    await section.getByRole('tab', { name: 'Messages' }).waitFor()
    await section.getByText(/^\d+ of \d+ messages?$/).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})
