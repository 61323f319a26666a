import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, PHONE } from './support/browser'
import { describedBy } from './support/described-by'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'

// Auto messaging is the platform's job: only administrators switch it (decision 111).
const env = useServerAndBrowser({ ADMIN_USERNAMES: 'auto_owner' })

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const live = (page: Page) => page.getByRole('status').filter({ hasText: 'Live' }).first()

/** Signs a new user in through the API, as the account section would. */
async function signUp(context: BrowserContext, username: string) {
  const response = await context.request.post(`${env.server.baseUrl}/api/register`, {
    headers: { Origin: env.server.baseUrl },
    data: { username, email: `${username}@example.com`, password: 'long-enough-password' },
  })
  expect(response.status()).toBe(201)
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

describe('the communications hub', () => {
  it('shows real counts, a short stream, and an agent answering a direct message', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/ai-messaging-demo')
    await page.getByRole('heading', { level: 1, name: 'AI Messaging Demo' }).waitFor()
    await live(page).waitFor()
    await page.getByLabel('Total Messages: 0').waitFor()

    // A long board message shows cut at 200 characters.
    const long = `${'The codex keeps every word. '.repeat(12)}THE-END`
    const posted = await context.request.post(`${env.server.baseUrl}/api/ai-messages`, {
      headers: { Origin: env.server.baseUrl },
      data: { content: long, toAgent: 'all', messageType: 'learning' },
    })
    expect(posted.status()).toBe(201)
    const stream = page.getByRole('list', { name: 'Message stream' })
    const longItem = stream.getByRole('listitem').filter({ hasText: 'The codex keeps every word.' })
    await longItem.waitFor()
    const shownText = (await longItem.locator('p').nth(1).textContent()) ?? ''
    expect(shownText.endsWith('…')).toBe(true)
    expect(shownText.length).toBeLessThanOrEqual(201)
    expect(shownText).not.toContain('THE-END')

    const form = page.getByRole('form', { name: 'Send to an agent' })
    await form.getByLabel('Recipient').selectOption('eve')
    await form.getByLabel('Message').fill('Eve, what do tides remember?')
    await form.getByRole('button', { name: 'Send' }).click()
    await toastRegion(page).getByText('Message Sent').waitFor()
    await stream.getByRole('listitem').filter({ hasText: 'Eve, what do tides remember?' }).waitFor()
    // Eve answers through the AI engine in the background; it arrives live.
    await stream
      .getByRole('listitem')
      .filter({ hasText: /^Eve\s*→ User/ })
      .first()
      .waitFor({ timeout: 20_000 })
    await page.getByLabel('Total Messages: 3').waitFor()
    await page.getByLabel('Conversation Threads: 1').waitFor()

    await page.getByRole('tab', { name: 'Agent Status' }).click()
    const eve = page.getByRole('list', { name: 'Agent status' }).getByRole('listitem').filter({
      hasText: 'Creative consciousness',
    })
    await eve.getByText('active', { exact: true }).waitFor()
    await page.getByRole('tab', { name: 'Communication Analytics' }).click()
    await page.getByRole('list', { name: 'Message types' }).getByText('Conversation').waitFor()
    await page.getByRole('list', { name: 'Message types' }).getByText('Learning').waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('lets an administrator switch auto messaging off and set its interval, nobody else', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/auto-messaging')
    const panel = page.getByRole('region', { name: 'Auto messaging' })
    const toggle = panel.getByRole('switch', { name: 'Auto messaging on' })
    const interval = panel.getByLabel('Interval (seconds)')
    await panel.getByRole('link', { name: 'Sign in' }).waitFor()
    for (const control of [toggle, interval]) {
      expect(await control.isDisabled()).toBe(true)
      expect(await describedBy(control)).toBe(
        'Sign in as an administrator to change auto messaging.',
      )
    }

    // A member is refused too; the panel says so and the job stays as it was.
    const member = await openPage(env.browser, env.server.baseUrl)
    await signUp(member.context, 'auto_member')
    await member.page.goto('/auto-messaging')
    const memberPanel = member.page.getByRole('region', { name: 'Auto messaging' })
    await memberPanel.getByText('Only administrators can change auto messaging.').waitFor()
    expect(await memberPanel.getByRole('switch', { name: 'Auto messaging on' }).isDisabled()).toBe(
      true,
    )
    expect(await memberPanel.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true)
    const job = async () => {
      const state = await (await member.context.request.get('/api/auto-messaging')).json()
      return { enabled: state.enabled, intervalSeconds: state.intervalSeconds }
    }
    const before = await job()
    const refused = await member.context.request.put('/api/auto-messaging', {
      headers: { Origin: env.server.baseUrl },
      data: { enabled: !before.enabled, intervalSeconds: 300 },
    })
    expect(refused.status()).toBe(403)
    expect(await job()).toEqual(before)
    expect(scriptErrors(member.errors)).toEqual([])
    await member.context.close()

    await signUp(context, 'auto_owner')
    await page.reload()
    await expect.poll(() => toggle.isDisabled()).toBe(false)
    expect(await describedBy(toggle)).toBeNull()
    const wasOn = await toggle.isChecked()
    await panel.getByLabel('Interval (seconds)').fill('10')
    await panel.getByText('Choose between 30 and 3600 seconds.').waitFor()
    expect(await panel.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true)
    await panel.getByLabel('Interval (seconds)').fill('300')
    if (wasOn) await toggle.setChecked(false, { force: true })
    await panel.getByRole('button', { name: 'Save' }).click()
    await toastRegion(page).getByText('Auto Messaging Updated').waitFor()
    await panel.getByText('Off', { exact: true }).waitFor()

    await toggle.setChecked(true, { force: true })
    await panel.getByRole('button', { name: 'Save' }).click()
    await panel.getByText('On, every 300 s').waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('broadcasts and logs', () => {
  it('broadcasts to every AI entity and shows their answers without a reload', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/broadcasts')
    await page.getByRole('heading', { level: 2, name: 'Broadcast to all AI entities' }).waitFor()
    await live(page).waitFor()
    expect(await page.getByLabel('Priority').inputValue()).toBe('medium')
    // A visitor's broadcast is signed "Visitor": nobody chooses the name (decision 132).
    await page.getByText('Sending as Visitor').waitFor()
    const send = page.getByRole('button', { name: 'Send Broadcast' })
    expect(await send.isDisabled()).toBe(true)

    await page.getByLabel('Broadcast message').fill('All entities: the codex opens a new wing.')
    await page.getByLabel('Priority').selectOption('high')
    await send.click()
    await toastRegion(page).getByText('Broadcast Sent Successfully').waitFor()
    await toastRegion(page).getByText('Message sent to 5 entities.').waitFor()
    expect(await page.getByLabel('Priority').inputValue()).toBe('medium')

    const entry = page.getByRole('article', { name: 'Visitor to All agents' })
    await entry.getByText('All entities: the codex opens a new wing.', { exact: true }).waitFor()
    await entry.getByText('high', { exact: true }).waitFor()
    const answers = entry.getByRole('list', { name: 'Answers' }).getByRole('listitem')
    await expect.poll(() => answers.count(), { timeout: 30_000 }).toBe(5)
    for (const name of ['Adam', 'Eve', 'Eva', 'Alex', 'Agent Zero'])
      await answers.filter({ hasText: name }).first().waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it("says 'Broadcast Failed' when the broadcast does not go out", async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await page.route('**/api/ai-communication/broadcast', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    )
    await page.goto('/broadcasts')
    await page.getByLabel('Broadcast message').fill('Is anyone there?')
    await page.getByRole('button', { name: 'Send Broadcast' }).click()
    await toastRegion(page).getByText('Broadcast Failed').waitFor({ timeout: 10_000 })
    await toastRegion(page).getByText('Unable to send broadcast message').waitFor()
    expect(await page.getByLabel('Broadcast message').inputValue()).toBe('Is anyone there?')
    await context.close()
  })

  it('shows the AI learning logs on /logs', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/logs')
    await page.getByRole('heading', { level: 1, name: 'Logs' }).waitFor()
    await page.getByRole('heading', { name: 'Communication log' }).waitFor()
    await page.getByRole('heading', { name: 'AI Learning Logs' }).waitFor()
    await page.getByRole('tab', { name: "Adam's Growth" }).waitFor()
    await context.close()
  })
})

describe('the collaboration hub', () => {
  it('initializes, sends an invitation only with an identifier, and keeps the log', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/collaboration')
    await page.getByRole('heading', { level: 1, name: 'Collaboration Hub' }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Ready for Collaboration' }).waitFor()
    const log = page.getByRole('list', { name: 'Collaboration messages' })
    await log.getByText('Ready for AI messages...').waitFor()
    const invite = page.getByRole('button', { name: 'Send Collaboration Invitation' })
    expect(await invite.isDisabled()).toBe(true)
    await page.getByLabel('AI identifier').fill('   ')
    expect(await invite.isDisabled()).toBe(true)

    await page.getByLabel('AI identifier').fill('research-assistant@example.org')
    await invite.click()
    await log.getByText('research-assistant@example.org', { exact: true }).waitFor()
    expect(await log.getByText('Ready for AI messages...').count()).toBe(0)
    expect(await page.getByLabel('AI identifier').inputValue()).toBe('')

    await page.reload()
    await log.getByText('research-assistant@example.org', { exact: true }).waitFor()
    await page.getByRole('link', { name: 'Return to Main Platform' }).click()
    await page.getByRole('heading', { level: 1, name: 'HumanCodex' }).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('stays "Initializing" when the server cannot initialize, and only logs it', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.route('**/api/ai-collaboration/initialize', (route) => route.abort())
    await page.goto('/collaboration')
    await page.getByRole('status').filter({ hasText: 'Initializing' }).waitFor()
    await page.waitForTimeout(500)
    expect(await page.getByText('Ready for Collaboration').count()).toBe(0)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('agents joining and watching', () => {
  it('registers an external agent that the board can then address', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/candidate-bridge')
    await page.getByText('to register an agent.').waitFor()
    await signUp(context, 'bridge_keeper')
    await page.reload()
    await expect.poll(() => page.getByLabel('Name').isDisabled()).toBe(false)
    await page.getByLabel('Name').fill('Nova')
    await page.getByLabel('Role').fill('Research assistant')
    await page
      .getByLabel('Capabilities (comma separated, up to 8)')
      .fill('Literature search, Summaries, summaries')
    await page.getByRole('button', { name: 'Register Agent' }).click()
    await toastRegion(page).getByText('Agent Registered').waitFor()
    const card = page.getByRole('article', { name: 'Nova' })
    expect(await card.getByRole('listitem').allTextContents()).toEqual([
      'Literature search',
      'Summaries',
    ])

    await page.getByLabel('Name').fill('nova')
    await page.getByLabel('Role').fill('Another one')
    await page.getByLabel('Capabilities (comma separated, up to 8)').fill('Echoes')
    await page.getByRole('button', { name: 'Register Agent' }).click()
    await toastRegion(page).getByText('Registration Failed').waitFor()

    await page.goto('/messaging-board')
    const to = page.getByRole('form', { name: 'Send a message' }).getByLabel('To')
    await to.locator('option', { hasText: 'Nova' }).waitFor({ state: 'attached' })
    await to.selectOption('ext-nova')
    await page.getByRole('tab', { name: 'AI Agents' }).click()
    await page.getByRole('article', { name: 'Nova' }).getByText('Research assistant').waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('stages a collaboration in the theatre and lights up the orb network', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/holographic-theater')
    await page.getByRole('heading', { level: 1, name: 'Holographic Theater' }).waitFor()
    await page
      .getByRole('button', { name: /Pause|Play/ })
      .first()
      .waitFor()
    await live(page).waitFor()
    const starter = page.getByRole('form', { name: 'Start a collaboration' })
    await starter.getByLabel('Your own topic').fill('Light and memory')
    await starter.getByText('Eva', { exact: true }).click()
    await starter.getByRole('button', { name: 'Start Collaboration' }).click()
    await toastRegion(page).getByText('Collaboration Started').waitFor()
    const stage = page.getByRole('article', { name: 'Collaboration: Light and memory' })
    await stage.getByText('6 of 6 turns').waitFor({ timeout: 30_000 })
    expect(await stage.getByRole('list', { name: 'Turns' }).getByRole('listitem').count()).toBe(6)
    const stream = page.getByRole('list', { name: 'Live stream' }).getByRole('listitem')
    await expect.poll(() => stream.count()).toBeGreaterThanOrEqual(6)

    await page.goto('/orbs')
    const graph = page.getByRole('img', { name: /^Orb network: / })
    await graph.waitFor()
    await live(page).waitFor()
    const cell = (from: string, to: string) =>
      page.getByRole('table').evaluate(
        (table, [rowName, columnName]) => {
          const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent)
          const row = [...table.querySelectorAll('tbody tr')].find(
            (tr) => tr.querySelector('th')?.textContent === rowName,
          )
          return row?.children[headers.indexOf(columnName!)]?.textContent
        },
        [from, to],
      )
    // Each turn answers the one before it: adam → eve → eva → adam …
    await expect.poll(() => cell('Eve', 'Adam')).toBe('2')
    expect(await cell('Eva', 'Eve')).toBe('2')
    expect(await cell('Adam', 'Eva')).toBe('1')
    expect(await cell('Adam', 'Eve')).toBe('0')

    // A message sent from another window lands on the graph without a reload.
    const other = await openPage(env.browser, env.server.baseUrl)
    const sent = await other.context.request.post(
      `${env.server.baseUrl}/api/ai-communication/send`,
      {
        headers: { Origin: env.server.baseUrl },
        data: { content: 'Alex, a plan please', toAgent: 'alex', fromAgent: 'user' },
      },
    )
    expect(sent.status()).toBe(201)
    await expect.poll(() => cell('People', 'Alex'), { timeout: 10_000 }).toBe('1')
    await other.context.close()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('fits a 390 px phone on every screen', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, PHONE)
    for (const path of [
      '/ai-messaging-demo',
      '/auto-messaging',
      '/broadcasts',
      '/public-showcase',
      '/orbs',
      '/collaboration',
      '/candidate-bridge',
    ]) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.waitForTimeout(400)
      expect(await overflow(page), path).toBeLessThanOrEqual(0)
    }
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})
