import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signUpInBrowser, TEST_PASSWORD } from './support/accounts'
import { DESKTOP, openPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'

// The first account of this server becomes its administrator: the administration journey runs
// first in this file and signs that account up.
const env = useServerAndBrowser({ FIRST_ACCOUNT_ADMIN: 'true' })

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const accountSection = (page: Page) => page.locator('#auth')
const headerAccount = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Account: / })

/** Opens the home page and follows the header link to a section, as a visitor would. */
async function openSection(page: Page, name: 'Account' | 'Marketplace') {
  await page.goto('/')
  // On a phone the sections sit behind the menu button.
  const menu = page.getByRole('button', { name: 'Open menu' })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click()
  await page
    .locator(name === 'Account' ? '#auth' : '#marketplace')
    .getByRole('heading', { level: 2 })
    .waitFor()
}

async function register(page: Page, username: string, email: string, password: string) {
  const section = accountSection(page)
  await section.getByRole('tab', { name: 'Create Account' }).click()
  await section.getByLabel('Username').fill(username)
  await section.getByLabel('Email').fill(email)
  await section.getByLabel('Password').fill(password)
  await section.getByRole('checkbox', { name: /I agree to the terms/ }).click()
  await section.getByRole('button', { name: 'Create Account' }).click()
}

async function signIn(page: Page, username: string, password: string) {
  const section = accountSection(page)
  await section.getByLabel('Username or email').fill(username)
  await section.getByLabel('Password').fill(password)
  await section.getByRole('button', { name: 'Sign In' }).click()
}

describe('administration and the account lifecycle', () => {
  it('the first account administers: grants premium, issues a reset link that works once', async () => {
    const admin = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(admin.page, 'root_admin')
    const member = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(member.page, 'second_person')

    await openSection(admin.page, 'Account')
    await accountSection(admin.page).getByRole('link', { name: 'Administration' }).click()
    await admin.page.getByRole('heading', { name: 'People of this installation' }).waitFor()
    await admin.page.getByLabel('Search by username or email').fill('second')
    const row = admin.page
      .getByRole('listitem')
      .filter({ has: admin.page.getByText('second_person', { exact: true }) })
    await row.getByRole('button', { name: 'Grant premium' }).click()
    await row.getByRole('button', { name: 'Revoke premium' }).waitFor()
    await member.page.reload()
    await headerAccount(member.page).getByText('Premium').waitFor()

    await row.getByRole('button', { name: 'Reset link' }).click()
    const link = await row.getByLabel(/One-time reset link for second_person/).inputValue()
    expect(link).toMatch(/\/reset-password#token=[\w-]{43}$/)
    await member.page.goto(link)
    await member.page.getByLabel('New password (8 to 128 characters)').fill('password')
    await member.page.getByLabel('New password again').fill('password')
    await member.page.getByRole('button', { name: 'Set new password' }).click()
    await member.page.getByText('is one of the most common passwords').waitFor()
    await member.page.getByLabel('New password (8 to 128 characters)').fill('a-fresh-passphrase')
    await member.page.getByLabel('New password again').fill('a-fresh-passphrase')
    await member.page.getByRole('button', { name: 'Set new password' }).click()
    await member.page.getByText('Your password has been changed.').waitFor()
    await member.page.locator('#main').getByRole('link', { name: 'Sign in' }).click()
    await accountSection(member.page).getByLabel('Username or email').waitFor()
    await signIn(member.page, 'second_person', 'a-fresh-passphrase')
    await headerAccount(member.page).getByText('second_person').waitFor()
    // The link worked once.
    await member.page.goto(link)
    await member.page.getByLabel('New password (8 to 128 characters)').fill('another-passphrase')
    await member.page.getByLabel('New password again').fill('another-passphrase')
    await member.page.getByRole('button', { name: 'Set new password' }).click()
    await member.page.getByText(/This link cannot be used/).waitFor()
    // The browser logs the two refusals (a common password, a spent link) as failed loads.
    expect(admin.errors).toEqual([])
    expect(member.errors.filter((error) => !error.includes('status of 400'))).toEqual([])
    await admin.context.close()
    await member.context.close()
  })

  it('change password, sign out another session, download my data, delete my account', async () => {
    const elsewhere = await openPage(env.browser, env.server.baseUrl)
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'life_cycle')
    await openSection(elsewhere.page, 'Account')
    await signIn(elsewhere.page, 'life_cycle', TEST_PASSWORD)
    await headerAccount(elsewhere.page).getByText('life_cycle').waitFor()

    await openSection(page, 'Account')
    await accountSection(page).getByRole('link', { name: 'Account settings' }).click()
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor()
    const sessions = page.getByRole('list', { name: 'Your sessions' })
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2)
    await page.getByLabel('Current password').fill(TEST_PASSWORD)
    await page.getByLabel('New password (8 to 128 characters)').fill('next-long-passphrase')
    await page.getByLabel('New password again').fill('next-long-passphrase')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('Password changed. 1 other session was signed out.').waitFor()
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1)
    await sessions.getByText('This browser').waitFor()
    expect(await elsewhere.page.evaluate(() => fetch('/api/me').then((r) => r.status))).toBe(401)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('humancodex-life_cycle-export.json')
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'))
    expect(exported.account.username).toBe('life_cycle')

    await page.getByRole('button', { name: 'Delete my account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await dialog.getByLabel('Your password').fill('next-long-passphrase')
    await dialog.getByRole('button', { name: 'Delete everything' }).click()
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor()
    expect(await page.evaluate(() => fetch('/api/me').then((r) => r.status))).toBe(401)
    await elsewhere.context.close()
    await context.close()
  })
})

describe('account journeys', () => {
  it('keeps the choice of being counted in digests under Privacy (off until allowed)', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'digest_chooser', { path: '/account' })
    // Ticking it is kept by the server, across a reload.
    const consent = () =>
      page.evaluate(() => fetch('/api/ai-messages/digest-consent').then((r) => r.json()))
    const counted = page.getByRole('checkbox', { name: /Count my conversations/ })
    expect(await counted.getAttribute('aria-checked')).toBe('false')
    await counted.click()
    await page.getByText('Counted in digests').first().waitFor()
    expect(await consent()).toEqual({ allowed: true })
    await page.reload()
    await expect.poll(() => counted.getAttribute('aria-checked')).toBe('true')
    await counted.click()
    await expect.poll(consent).toEqual({ allowed: false })
    await context.close()
  })

  it('register, see the name, log out, log in by email, upgrade to premium', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await openSection(page, 'Account')
    await register(page, 'ada_l', 'ada@example.com', 'analytical-engine')

    await toastRegion(page).getByText('Account Created!').waitFor()
    await headerAccount(page).getByText('ada_l').waitFor()
    await accountSection(page).getByRole('heading', { name: 'Welcome, ada_l' }).waitFor()
    await accountSection(page).getByText('10 of 10 conversations left today.').waitFor()
    expect(await accountSection(page).getByText('conversations are not saved').count()).toBe(1)

    await accountSection(page).getByRole('button', { name: 'Log Out' }).click()
    await toastRegion(page).getByText('You have been successfully logged out.').waitFor()
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor()

    await signIn(page, 'ADA@example.com', 'analytical-engine')
    await toastRegion(page).getByText('Welcome back!').waitFor()
    await headerAccount(page).getByText('ada_l').waitFor()

    await accountSection(page).getByRole('button', { name: 'Upgrade to Premium' }).click()
    await page.getByRole('button', { name: /Upgrade to Pro/ }).click()
    // Nothing changes until the person confirms; Cancel leaves the plan as it was.
    const confirm = page.getByRole('dialog', { name: 'Upgrade to Pro?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: /Upgrade to Pro/ }).click()
    await confirm.getByRole('button', { name: 'Confirm upgrade' }).click()
    await toastRegion(page).getByText('Upgrade Successful!').waitFor()
    await headerAccount(page).getByText('Premium').waitFor()
    await accountSection(page).getByText('Unlimited conversations with every persona.').waitFor()
    expect(await page.getByRole('button', { name: /Pro plan/ }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: /Contact Sales/ }).isDisabled()).toBe(false)

    // Signing in again as a premium user mentions the premium features.
    await accountSection(page).getByRole('button', { name: 'Log Out' }).click()
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor()
    await signIn(page, 'ada_l', 'analytical-engine')
    await toastRegion(page).getByText('Premium features are now available').waitFor()

    // The way back to Free is on /account, confirmed first.
    await page.goto('/account')
    const plan = page.getByRole('region', { name: 'Plan' })
    await plan.getByText('Premium', { exact: true }).waitFor()
    await plan.getByRole('button', { name: 'Switch to Free' }).click()
    const back = page.getByRole('dialog', { name: 'Switch to Free?' })
    await back.getByRole('button', { name: 'Switch to Free' }).click()
    await toastRegion(page).getByText('You are on the Free plan').waitFor()
    await plan.getByRole('link', { name: 'See the plans' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows the documented toast for a wrong password', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await openSection(page, 'Account')
    await signIn(page, 'nobody_here', 'not-the-password')
    await toastRegion(page).getByText('Login Failed').waitFor()
    await toastRegion(page)
      .getByText('Invalid credentials. Please check your username and password.')
      .waitFor()
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor()
    await context.close()
  })

  it.each([
    ['disabled', DESKTOP, 403, 'This account is disabled.'],
    ['throttled', DESKTOP, 429, 'Too many attempts. Try again in 15 minutes.'],
    ['disabled, 390 px', PHONE, 403, 'This account is disabled.'],
    ['throttled, 390 px', PHONE, 429, 'Too many attempts. Try again in 15 minutes.'],
  ])(
    "shows the server's own message and never retries a sign-in (%s)",
    async (name, viewport, status, message) => {
      const { page, context } = await openPage(env.browser, env.server.baseUrl, viewport)
      let calls = 0
      await page.route('**/api/login', (route) => {
        calls++
        return route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ message }),
        })
      })
      await openSection(page, 'Account')
      await signIn(page, 'ada_l', 'analytical-engine')
      await toastRegion(page).getByText(message).waitFor()
      await page.waitForTimeout(2500)
      expect(calls).toBe(1)
      expect(await toastRegion(page).getByText('Invalid credentials').count()).toBe(0)
      await context.close()
    },
  )

  it('keeps the user signed in across a reload', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await openSection(page, 'Account')
    await register(page, 'grace_h', 'grace@example.com', 'compiler-pioneer')
    await headerAccount(page).getByText('grace_h').waitFor()
    await page.reload()
    await headerAccount(page).getByText('grace_h').waitFor()
    const me = await page.evaluate(() => fetch('/api/me').then((r) => r.status))
    expect(me).toBe(200)
    await context.close()
  })

  it('removes a stored user whose session is gone, and survives a corrupt stored value', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/')
    await page.evaluate(() =>
      localStorage.setItem(
        'humancodex.user',
        JSON.stringify({ id: 99, username: 'ghost', isPremium: true }),
      ),
    )
    await page.reload()
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('humancodex.user'))).toBeNull()

    await page.evaluate(() => localStorage.setItem('humancodex.user', '{oops'))
    await page.reload()
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('humancodex.user'))).toBeNull()
    expect(errors).toEqual([])
    await context.close()
  })

  it('asks an anonymous visitor to sign in before upgrading, and knows the free plan', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await openSection(page, 'Marketplace')
    await page.getByRole('button', { name: /Upgrade to Pro/ }).click()
    await toastRegion(page).getByText('Account Required').waitFor()
    await toastRegion(page).getByText('Please create an account or log in to upgrade.').waitFor()
    await page.getByRole('button', { name: /Current Plan: Free plan/ }).click()
    await toastRegion(page).getByText('You are already on the free plan.').waitFor()
    await context.close()
  })

  it('explains password resets without pretending to send e-mail', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await openSection(page, 'Account')
    await accountSection(page).getByRole('button', { name: 'Forgot password?' }).click()
    const dialog = page.getByRole('dialog', { name: 'Resetting your password' })
    await dialog.getByText('does not send reset links by e-mail').waitFor()
    await dialog.getByText(/Ask an administrator of this HumanCodex installation/).waitFor()
    await dialog.getByRole('button', { name: 'Got it' }).click()
    await dialog.waitFor({ state: 'detached' })
    await context.close()
  })

  it('names each broken rule under its field', async () => {
    const { page, context } = await openPage(env.browser, env.server.baseUrl)
    await openSection(page, 'Account')
    const section = accountSection(page)
    await section.getByRole('tab', { name: 'Create Account' }).click()
    await section.getByLabel('Username').fill('ab')
    await section.getByLabel('Email').fill('not-an-email')
    await section.getByLabel('Password').fill('short')
    await section.getByRole('button', { name: 'Create Account' }).click()
    await section.getByText('Username must be at least 3 characters').waitFor()
    await section.getByText('Email must be a valid email address').waitFor()
    await section.getByText('Password must be at least 8 characters').waitFor()
    await section.getByText('Please accept the terms to create an account.').waitFor()
    await context.close()
  })
})

describe('API keys', () => {
  it.each([
    ['1280 px', DESKTOP, 'key_maker'],
    ['390 px', PHONE, 'key_maker_phone'],
  ])(
    'creates a key on /account shown once, which an OpenAI client can use until it is revoked (%s)',
    async (_width, viewport, username) => {
      const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, viewport)
      await openSection(page, 'Account')
      await register(page, username, `${username}@example.com`, 'analytical-engine')
      const welcome = accountSection(page)
      await welcome.getByRole('heading', { name: `Welcome, ${username}` }).waitFor()
      await welcome.getByRole('link', { name: 'account screen' }).click()
      const section = page.getByRole('region', { name: 'API keys' })
      await section.getByLabel('Expires').selectOption('30')
      await section.getByLabel('Key name').fill('My editor')
      await section.getByRole('button', { name: 'Create key' }).click()
      const shown = section.getByRole('status').filter({ hasText: 'it is not shown again' })
      const key = (await shown.locator('code').textContent())!.trim()
      expect(key).toMatch(/^hc-/)
      const models = () =>
        fetch(`${env.server.baseUrl}/v1/models`, { headers: { authorization: `Bearer ${key}` } })
      expect((await models()).status).toBe(200)
      // The same key opens the MCP server, whose address is shown beside the keys.
      await section.getByText(`${env.server.baseUrl}/mcp`, { exact: true }).waitFor()
      const mcp = await fetch(`${env.server.baseUrl}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      })
      expect(mcp.status).toBe(200)
      expect(JSON.stringify(await mcp.json())).toContain('search_notes')
      if (process.env.HC_SCREENSHOTS)
        await section.screenshot({
          path: `${process.env.HC_SCREENSHOTS}/account-mcp-${viewport.width}.png`,
        })

      await shown.getByRole('button', { name: 'Done' }).click()
      expect(await section.getByText(key).count()).toBe(0)
      const listed = section.getByRole('list', { name: 'Your API keys' })
      await listed.getByText('My editor').waitFor()
      await listed.getByText(/expires /).waitFor()
      await section.getByRole('button', { name: 'Revoke My editor' }).click()
      await section.getByText('You have no API keys yet.').waitFor()
      expect((await models()).status).toBe(401)
      expect(errors).toEqual([])
      await context.close()
    },
  )
})

describe('API keys help', () => {
  it("names one's own persona among the models a key can use, as the persona list has them", async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'model_namer')
    const created = await page.evaluate(async () => {
      const response = await fetch('/api/personas', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          card: { name: 'Lantern Keeper', description: 'Keeps the lighthouse lit all night.' },
        }),
      })
      return { status: response.status, id: ((await response.json()) as { id: string }).id }
    })
    expect(created.status).toBe(201)
    await page.goto('/account')
    const help = page
      .getByRole('region', { name: 'API keys' })
      .locator('p')
      .filter({ hasText: 'from any OpenAI client' })
    await help.locator('code', { hasText: created.id }).waitFor()
    const listed = await page.evaluate(async () =>
      (
        (await (await fetch('/api/personas')).json()) as { personas: { id: string }[] }
      ).personas.map((persona) => persona.id),
    )
    // The base URL, then every model in the list's order, and nothing else.
    const named = (await help.locator('code').allTextContents()).slice(1)
    expect(named).toEqual(listed)
    expect(named).toEqual(expect.arrayContaining(['adam', 'eve', 'eva', 'alex', created.id]))
    expect(await help.textContent()).toContain(` or ${named.at(-1)}.`)
    expect(errors).toEqual([])
    await context.close()
  })
})
