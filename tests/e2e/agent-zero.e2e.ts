import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signUpInBrowser } from './support/accounts'
import { openPage, PHONE } from './support/browser'
import { describedBy } from './support/described-by'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'

// Resetting Agent Zero is for administrators only (decision 111).
const env = useServerAndBrowser({ ADMIN_USERNAMES: 'zero_admin' })

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const observationList = (page: Page) => page.getByRole('list', { name: 'Observations' })

async function openMonitor(viewport?: { width: number; height: number }, signUpAs?: string) {
  const opened = await openPage(env.browser, env.server.baseUrl, viewport)
  if (signUpAs) await signUpInBrowser(opened.page, signUpAs, { path: '/agent-zero-monitor' })
  else await opened.page.goto('/agent-zero-monitor')
  await opened.page.getByRole('heading', { level: 1, name: 'Agent Zero Monitor' }).waitFor()
  return opened
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe('the Agent Zero panel', () => {
  it('runs the four quick commands and lists what each recorded, newest first', async () => {
    const { page, context, errors } = await openMonitor(undefined, 'zero_admin')
    await page.getByText('ACTIVE').waitFor()
    await page.getByText('unverified', { exact: true }).waitFor()
    // The day's background model calls, against the allowance (none: no model is chosen).
    await page.getByText(/made 0 model calls of 200 allowed today \(UTC\)/).waitFor()
    if (process.env.HC_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.HC_SCREENSHOTS}/agent-zero-status-1280.png` })

    const commands = [
      ['System Audit', 'Memory audit'],
      ['Reset Codex', 'Reset'],
      ['Observe Genesis', 'Genesis'],
      ['Truth Check', 'Truth check'],
    ] as const
    for (const [command] of commands) {
      await page.getByRole('button', { name: new RegExp(`^${command}`) }).click()
      await toastRegion(page).getByText('Agent Zero Responds').waitFor()
      await page
        .getByRole('region', { name: "Agent Zero's answer" })
        .getByText(command, { exact: true })
        .waitFor()
      await expect
        .poll(() => page.getByRole('button', { name: new RegExp(`^${command}`) }).isEnabled())
        .toBe(true)
    }
    // The audit passed on a fresh server, so integrity is now intact.
    await page.getByText('intact', { exact: true }).waitFor()
    const answer = page.getByRole('region', { name: "Agent Zero's answer" })
    expect(await answer.textContent()).toMatch(/Truth Check/)

    await page.getByRole('tab', { name: 'Observations' }).click()
    const list = observationList(page)
    await list.getByRole('article').first().waitFor()
    const types = await list
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((article) => article.querySelector('header span')?.textContent ?? ''),
      )
    const ours = types.filter((type) =>
      ['Memory audit', 'Reset', 'Genesis', 'Truth check'].includes(type),
    )
    expect(ours).toEqual(['Truth check', 'Genesis', 'Reset', 'Memory audit'])
    await list.getByText(/Genesis observed\. Marker HUMANCODEX-GENESIS-0001/).waitFor()

    await page.getByRole('tab', { name: 'Directives' }).click()
    expect(
      await page.getByRole('list', { name: 'Core directives' }).getByRole('listitem').count(),
    ).toBe(7)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('keeps Reset Codex and a reset invocation disabled, saying why, for non-administrators', async () => {
    const { page, context, errors } = await openMonitor()
    const reset = page.getByRole('button', { name: /^Reset Codex/ })
    const visitorReason = 'Sign in as an administrator to reset Agent Zero.'
    await page.getByText(visitorReason).waitFor()
    expect(await reset.isDisabled()).toBe(true)
    expect(await describedBy(reset)).toBe(visitorReason)
    // The other quick commands stay open to anyone.
    expect(await page.getByRole('button', { name: /^Observe Genesis/ }).isEnabled()).toBe(true)

    await signUpInBrowser(page, 'zero_member', { path: '/agent-zero-monitor' })
    await page.getByText('Only administrators can reset Agent Zero.').waitFor()
    expect(await reset.isDisabled()).toBe(true)
    await page.getByRole('tab', { name: 'Invoke' }).click()
    const form = page.getByRole('form', { name: 'Invoke Agent Zero' })
    const submit = form.getByRole('button', { name: 'Invoke Agent Zero' })
    await form.getByLabel('Query').fill('reset codex')
    expect(await submit.isEnabled()).toBe(true)
    await form.getByRole('button', { name: 'reset', exact: true }).click()
    expect(await submit.isDisabled()).toBe(true)
    expect(await describedBy(submit)).toBe('Only administrators can reset Agent Zero.')
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/agent-zero/invoke', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'reset codex', type: 'reset' }),
      })
      return res.status
    })
    expect(refused).toBe(403)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('chats: Enter sends, the answer joins the log with the toast', async () => {
    const { page, context, errors } = await openMonitor()
    await page.getByRole('tab', { name: 'Chat' }).click()
    const field = page.getByRole('textbox', { name: 'Message Agent Zero' })
    const send = page.getByRole('button', { name: 'Send' })
    expect(await send.isDisabled()).toBe(true)
    await field.fill('   ')
    expect(await send.isDisabled()).toBe(true)
    await field.fill('What have you observed?')
    await field.press('Enter')
    await toastRegion(page).getByText('Agent Zero Responds').waitFor()
    const log = page.getByRole('log', { name: 'Conversation with Agent Zero' })
    await log.getByText('What have you observed?').waitFor()
    await expect.poll(() => log.getByRole('listitem').count()).toBe(2)
    expect(await field.inputValue()).toBe('')
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('invokes with a chosen type and context, and refuses a blank query', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/agent-zero-control-center')
    await page.getByRole('heading', { level: 1, name: 'Agent Zero Control Center' }).waitFor()
    const form = page.getByRole('form', { name: 'Invoke Agent Zero' })
    expect(
      await form.getByRole('button', { name: 'invoke', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true')
    const submit = form.getByRole('button', { name: 'Invoke Agent Zero' })
    expect(await submit.isDisabled()).toBe(true)
    await form.getByRole('button', { name: 'genesis', exact: true }).click()
    expect(
      await form.getByRole('button', { name: 'genesis', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true')
    await form.getByLabel('Query').fill('mark the beginning')
    await form.getByLabel('Context (optional)').fill('e2e run')
    await submit.click()
    await toastRegion(page).getByText('Agent Zero Responds').waitFor()
    const result = page.getByRole('region', { name: 'Invocation result' })
    await result.getByText(/Genesis observed/).waitFor()
    expect(await result.textContent()).toMatch(/recorded as genesis #\d+/)
    await context.close()
  })

  it('shows the documented toasts when Agent Zero cannot be reached', async () => {
    const { page, context } = await openMonitor()
    await page.route('**/api/agent-zero/invoke', (route) =>
      route.fulfill({ status: 503, json: { message: 'The AI provider is not answering' } }),
    )
    await page.getByRole('button', { name: /^Observe Genesis/ }).click()
    await toastRegion(page).getByText('Invocation Failed').waitFor()
    await toastRegion(page).getByText('Agent Zero remains silent.').waitFor()

    await page.getByRole('tab', { name: 'Chat' }).click()
    await page.getByRole('textbox', { name: 'Message Agent Zero' }).fill('Are you there?')
    await page.getByRole('button', { name: 'Send' }).click()
    await toastRegion(page).getByText('Communication Failed').waitFor()
    await toastRegion(page).getByText('Agent Zero is observing in silence.').waitFor()
    await context.close()
  })

  it('lists a new observation live, without reloading', async () => {
    const { page, context } = await openMonitor()
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor()
    await page.getByRole('tab', { name: 'Observations' }).click()
    await observationList(page).getByRole('article').first().waitFor()
    // Earlier tests signed accounts up too: count the sign-ups listed before this one.
    const signUps = observationList(page).getByText('A new account joined the codex.')
    const before = await signUps.count()
    // Another visitor's sign-up is observed by Agent Zero and pushed to this screen.
    const response = await fetch(`${env.server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.server.baseUrl },
      body: JSON.stringify({
        username: 'observed_one',
        email: 'observed@example.com',
        password: 'a-long-password',
      }),
    })
    expect(response.status).toBe(201)
    await expect.poll(() => signUps.count()).toBe(before + 1)
    await context.close()
  })

  it('is the home section agent-zero, reached from the companion', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open AI companion' }).click()
    const companion = page.getByRole('region', { name: 'AI companion' })
    await companion.getByRole('tab', { name: 'Navigate' }).click()
    await companion.getByRole('searchbox', { name: 'Filter sections' }).fill('observer')
    await companion.getByRole('button', { name: /^Agent Zero/ }).click()
    await toastRegion(page).getByText('Found it!').waitFor()
    const section = page.locator('#agent-zero')
    await section.getByRole('heading', { level: 2, name: 'Agent Zero' }).waitFor()
    await section.getByRole('tab', { name: 'Status' }).waitFor()
    await section.getByText('ACTIVE').waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('fits a phone screen', async () => {
    const { page, context, errors } = await openMonitor(PHONE)
    await page.getByText('ACTIVE').waitFor()
    expect(await noHorizontalOverflow(page)).toBe(true)
    if (process.env.HC_SCREENSHOTS)
      await page.screenshot({
        path: `${process.env.HC_SCREENSHOTS}/agent-zero-status-390.png`,
        fullPage: true,
      })
    for (const tab of ['Chat', 'Invoke', 'Observations', 'Directives']) {
      await page.getByRole('tab', { name: tab }).click()
      expect(await noHorizontalOverflow(page)).toBe(true)
    }
    await page.goto('/codex-auditor')
    await page.getByRole('heading', { level: 2, name: 'Audit trail' }).waitFor()
    expect(await noHorizontalOverflow(page)).toBe(true)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})
