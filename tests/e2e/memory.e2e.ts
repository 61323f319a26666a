import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'
import { signUpInBrowser } from './support/accounts'

const env = useServerAndBrowser()

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const settled = (page: Page, name: string) =>
  page.locator(`[role="log"][aria-label="Conversation with ${name}"][aria-busy="false"]`)

/** Sends a message in a chat and waits until the reply is complete. */
async function send(page: Page, name: string, label: string, message: string) {
  const log = page.getByRole('log', { name: `Conversation with ${name}` })
  const field = page.getByRole('textbox', { name: label })
  await field.fill(message)
  await field.press('Enter')
  // Counting items before sending races the saved conversation loading; wait for our own
  // message, then for an answer after it.
  await log.getByRole('listitem').filter({ hasText: message }).last().waitFor()
  await settled(page, name).waitFor()
  await expect.poll(() => log.getByRole('listitem').last().textContent()).not.toContain(message)
}

async function chatOnHome(page: Page, name: string, message: string) {
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Chat', exact: true })
    .click()
  await page
    .locator('#ai-interface')
    .getByRole('tab', { name: new RegExp(name) })
    .click()
  await send(page, name, `Message ${name}`, message)
}

describe('memory and settings, signed out', () => {
  it('asks a visitor to sign in, with a way there', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/memory-editor')
    await page.getByText('Sign in to see what the personas remember about you.').waitFor()
    await page.goto('/ai-response-enhancement')
    await page.getByText('Sign in to set how the personas answer you.').waitFor()
    await page.getByRole('link', { name: 'Sign in or create an account' }).click()
    await page.locator('#auth').getByRole('heading', { level: 2 }).waitFor()
    expect(new URL(page.url()).hash).toBe('#auth')
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('remembered facts', () => {
  it('learns a fact from chat and lets the person add, edit and delete facts', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'ada_facts')
    await chatOnHome(page, 'Eva', 'Hello! My name is Ada.')

    await page.goto('/memory-editor')
    const facts = page.getByRole('list', { name: 'Remembered facts' })
    await facts.getByText('Name: Ada').waitFor()
    await facts.getByText('learned in chat').waitFor()

    const field = page.getByRole('textbox', { name: 'Tell the personas something about you' })
    await field.fill('x')
    await page.getByRole('button', { name: 'Add fact' }).click()
    await page.getByText('Fact must be at least 2 characters').waitFor()
    await field.fill('Learning: Rust')
    await field.press('Enter')
    await toastRegion(page).getByText('Remembered').waitFor()
    await facts.getByText('Learning: Rust').waitFor()
    expect(await field.inputValue()).toBe('')

    await page.getByRole('button', { name: 'Edit "Learning: Rust"' }).click()
    const edit = page.getByRole('textbox', { name: 'Edit fact' })
    await edit.fill('Learning: Rust and Go')
    await edit.press('Enter')
    await facts.getByText('Learning: Rust and Go').waitFor()
    expect(await facts.getByText('Learning: Rust', { exact: true }).count()).toBe(0)

    await page.getByRole('button', { name: 'Delete "Learning: Rust and Go"' }).click()
    await toastRegion(page).getByText('Forgotten').waitFor()
    await facts.getByText('Learning: Rust and Go').waitFor({ state: 'detached' })

    // What is kept is what the personas use: it survives a reload.
    await page.reload()
    await facts.getByText('Name: Ada').waitFor()
    expect(await facts.getByRole('listitem').count()).toBe(1)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('tells a free user that history is a Premium feature, without asking for it', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'free_history')
    // Every request for saved history, and every refusal, on the way to the screen.
    const asked: string[] = []
    page.on('response', (response) => {
      const { pathname } = new URL(response.url())
      if (pathname.startsWith('/api/conversations') || response.status() === 403)
        asked.push(`${response.status()} ${pathname}`)
    })
    await page.goto('/memory-branches')
    await page.getByText(/Saved, searchable history is a Premium feature/).waitFor()
    await page.getByRole('link', { name: 'Upgrade to Premium' }).waitFor()
    await page.getByRole('tab', { name: 'Remembered facts' }).click()
    await page.getByRole('tab', { name: 'Conversation history' }).click()
    await page.getByText(/Saved, searchable history is a Premium feature/).waitFor()
    expect(asked).toEqual([])
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('premium history', () => {
  it('keeps a conversation, finds it by search, and continues from an earlier message', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'grace_premium', { premium: true })
    await chatOnHome(page, 'Eve', 'What is the Codex Compass?')
    await send(page, 'Eve', 'Message Eve', 'How does quick search work?')
    await chatOnHome(page, 'Adam', 'Tell me about the marketplace plans.')

    // The chat panel's Premium line leads to the history.
    await page.locator('#ai-interface').getByRole('link', { name: 'history' }).click()
    await page.getByRole('heading', { level: 1, name: 'What the codex remembers' }).waitFor()
    const list = page.getByRole('list', { name: 'Saved conversations' })
    await list.getByRole('button', { name: /What is the Codex Compass\?/ }).waitFor()
    await list.getByRole('button', { name: /Tell me about the marketplace plans/ }).waitFor()

    const search = page.getByRole('searchbox', { name: 'Search your conversations' })
    await search.fill('quick search')
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1)
    await list.getByRole('button', { name: /What is the Codex Compass\?/ }).waitFor()
    await list
      .getByText(/quick search/i)
      .first()
      .waitFor()
    await search.fill('zebras playing banjo')
    await page.getByText('No conversations mention “zebras playing banjo”.').waitFor()
    await search.fill('')
    await list.getByRole('button', { name: /What is the Codex Compass\?/ }).click()

    const log = page.getByRole('log', { name: 'Conversation with Eve' })
    await expect.poll(() => log.getByRole('listitem').count()).toBe(4)
    // Continue from Eve's first answer: a branch holding the first exchange only.
    await log
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: 'Continue from here' })
      .click()
    await toastRegion(page).getByText('Branch created').waitFor()
    await page
      .getByRole('heading', { level: 2, name: 'What is the Codex Compass? (branch)' })
      .waitFor()
    await expect.poll(() => log.getByRole('listitem').count()).toBe(2)
    await send(page, 'Eve', 'Continue with Eve', 'Who is it for?')
    await list.getByRole('button', { name: /\(branch\).*4 messages/ }).waitFor()

    // Reopening the branch shows what was said in it, from the server.
    await page.reload()
    await page.getByRole('tab', { name: 'Conversation history' }).waitFor()
    await list.getByRole('button', { name: /\(branch\)/ }).click()
    await log.getByText('Who is it for?').waitFor()
    expect(await log.getByText('How does quick search work?').count()).toBe(0)

    // Delete the branch; the original stays.
    // The conversation's own Delete, not a message's "Delete message".
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete conversation' }).click()
    await toastRegion(page).getByText('Conversation deleted').waitFor()
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2)
    expect(await list.getByRole('button', { name: /\(branch\)/ }).count()).toBe(0)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('response settings', () => {
  it('keeps preferences across a reload, and voice by default turns each voice on', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await context.addInitScript(() => {
      class Utterance {
        pitch = 1
        volume = 1
        constructor(public text: string) {}
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance })
      Object.defineProperty(window, 'speechSynthesis', {
        value: { speak() {}, cancel() {}, getVoices: () => [] },
      })
    })
    await signUpInBrowser(page, 'lin_settings')
    await page.goto('/ai-response-enhancement')
    await page.getByRole('heading', { level: 1, name: 'How the personas answer you' }).waitFor()
    const medium = page.getByRole('radio', { name: 'Medium' })
    await medium.waitFor({ state: 'attached' })
    expect(await medium.isChecked()).toBe(true)
    expect(await page.getByRole('button', { name: 'Save preferences' }).isDisabled()).toBe(true)

    await page.getByText('Short', { exact: true }).click()
    await page.getByText('Playful', { exact: true }).click()
    await page.getByRole('textbox', { name: 'Language' }).fill('French')
    await page.getByRole('checkbox', { name: 'Voice on by default' }).click()
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await toastRegion(page).getByText('Preferences saved').waitFor()

    await page.reload()
    await page.getByRole('textbox', { name: 'Language' }).waitFor()
    expect(await page.getByRole('radio', { name: 'Short' }).isChecked()).toBe(true)
    expect(await page.getByRole('radio', { name: 'Playful' }).isChecked()).toBe(true)
    expect(await page.getByRole('textbox', { name: 'Language' }).inputValue()).toBe('French')
    expect(
      await page
        .getByRole('checkbox', { name: 'Voice on by default' })
        .getAttribute('aria-checked'),
    ).toBe('true')

    await page.getByRole('textbox', { name: 'Language' }).fill('Fr3nch')
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await page.getByText('Language must be a language name').waitFor()

    // The offline engine honours the language setting by saying it writes English.
    await chatOnHome(page, 'Alex', 'How does quick search work?')
    expect(await page.getByRole('log', { name: 'Conversation with Alex' }).innerText()).toMatch(
      /replies in French/,
    )
    expect(
      await page.getByRole('button', { name: "Alex's voice" }).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('minds view', () => {
  it("shows a persona's profile, no board post for a chat, and its learning-log entries", async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await chatOnHome(page, 'Adam', 'How does quick search work?')
    await page.goto('/minds-view')
    await page.getByRole('heading', { level: 1, name: 'Inside the four minds' }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'Adam' }).waitFor()
    await page.getByText(/You are Adam, the analytical persona/).waitFor()
    // A chat posts nothing to the board (decision 250): the panel holds what Adam posted on its
    // own, or says it has not posted.
    await page
      .getByRole('list', { name: "Adam's board posts" })
      .or(page.getByText(/Adam has not posted yet/))
      .first()
      .waitFor()
    expect(await page.getByText(/Adam answered a question/).count()).toBe(0)
    await page
      .getByRole('list', { name: "Adam's learning-log entries" })
      .getByRole('listitem')
      .first()
      .waitFor()

    await page.getByRole('tab', { name: /Eva/ }).click()
    await page.getByRole('heading', { level: 2, name: 'Eva' }).waitFor()
    await page.getByText('No learning-log entries for Eva yet', { exact: false }).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('memory screens on a 390 px phone', () => {
  it('have no horizontal overflow and no console errors', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, PHONE)
    await signUpInBrowser(page, 'phone_premium', { premium: true })
    await page.goto('/memory-editor')
    await page
      .getByRole('textbox', { name: 'Tell the personas something about you' })
      .fill('Name: Kim')
    await page.getByRole('button', { name: 'Add fact' }).click()
    await page.getByRole('list', { name: 'Remembered facts' }).getByText('Name: Kim').waitFor()
    for (const path of [
      '/memory-editor',
      '/memory-branches',
      '/ai-response-enhancement',
      '/minds-view',
    ]) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.waitForTimeout(300)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})
