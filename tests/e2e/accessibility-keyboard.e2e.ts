import { describe, expect, it } from 'vitest'
import { signUpInBrowser, TEST_PASSWORD } from './support/accounts'
import {
  activeElementIsIn,
  checkDialog,
  openContext as open,
  openHomeSection,
  openScreen,
  orderProblems,
  stillTransitions,
  stopProblems,
  tabTo,
  walkFocus,
} from './support/a11y'
import { DESKTOP } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { watchRequests } from './support/network'

// axe-core on every screen is in accessibility-axe.e2e.ts: two files run side by side.
// dialog_keys deletes a shared-vault note, which only an administrator may (decision 130).
const env = useServerAndBrowser({ ADMIN_USERNAMES: 'dialog_keys' })
const openContext = (viewport = DESKTOP) => open(env, viewport)

describe('the keyboard alone', () => {
  const walks: [string, string, number][] = [
    ['home', '/', 45],
    ['chat', '/eva-alex-consciousness', 40],
    ['board', '/messaging-board', 40],
    ['learning', '/learning', 35],
    ['courses', '/teachings', 35],
    ['notes', '/knowledge-editor', 35],
  ]

  it(
    'moves focus in page order through visible, visibly focused elements',
    {
      timeout: 120_000,
    },
    async () => {
      const { context, page } = await openContext(DESKTOP)
      await stillTransitions(context)
      const quiet = watchRequests(page)
      const problems: string[] = []
      for (const [name, path, presses] of walks) {
        await openScreen(page, quiet, path, false)
        const { stops } = await walkFocus(page, presses)
        problems.push(...orderProblems(name, stops), ...stopProblems(name, stops))
        // Shift+Tab retraces the same stops backwards.
        const back = (await walkFocus(page, 3, 'Shift+Tab')).stops.map((stop) => stop.label)
        const expected = stops
          .slice(-3)
          .reverse()
          .map((stop) => stop.label)
        if (back.join() !== expected.join())
          problems.push(`${name}: Shift+Tab went ${back.join(', ')}, not ${expected.join(', ')}`)
      }
      await context.close()
      expect(problems).toEqual([])
    },
  )

  it('opens quick search with its shortcut, searches, moves with the arrows and opens with Enter', async () => {
    const { context, page } = await openContext(DESKTOP)
    // Longer than the search's 150 ms debounce, so a quiet page means the last keystroke's answer.
    const quiet = watchRequests(page, 500)
    await openScreen(page, quiet, '/', false)
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: 'Quick search' })
    const input = dialog.getByRole('combobox', { name: 'Search the codex' })
    await expect.poll(() => activeElementIsIn(input)).toBe(true)
    await page.keyboard.type('platform guide')
    await dialog.getByRole('heading', { name: 'Results' }).waitFor()
    const options = dialog.getByRole('option')
    await options.first().filter({ hasText: 'Platform Guide' }).waitFor()
    // The results of the last keystroke: a late answer to an earlier one resets the active option.
    await quiet()
    const activeId = () => input.getAttribute('aria-activedescendant')
    const first = await activeId()
    await page.keyboard.press('ArrowDown')
    await expect.poll(activeId).not.toBe(first)
    expect(await page.locator(`#${await activeId()}`).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowUp')
    await expect.poll(activeId).toBe(first)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/platform-guide')
    await dialog.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('reaches the chat field with Tab and sends with Enter', async () => {
    const { context, page } = await openContext(DESKTOP)
    await openScreen(page, watchRequests(page), '/eva-alex-consciousness', false)
    const field = page.getByRole('textbox', { name: 'Message Eva' })
    await tabTo(page, field)
    await page.keyboard.type('Hello from the keyboard')
    await page.keyboard.press('Enter')
    await page
      .getByRole('log', { name: 'Conversation with Eva' })
      .getByText('Hello from the keyboard')
      .waitFor()
    expect(await field.inputValue()).toBe('')
    await context.close()
  })

  it('creates an account, logs out and signs in again with the keyboard only', async () => {
    const { context, page } = await openContext(DESKTOP)
    await openScreen(page, watchRequests(page), '/', false)
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Account' }))
    await page.keyboard.press('Enter')
    const account = page.locator('#auth')
    // Focus follows the link to the section, so Tab goes on from there.
    const signInTab = account.getByRole('tab', { name: 'Sign In' })
    await signInTab.waitFor()
    await expect.poll(() => activeElementIsIn(account)).toBe(true)
    await tabTo(page, signInTab, 1)
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(() =>
        account.getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected'),
      )
      .toBe('true')
    await tabTo(page, account.getByLabel('Username'), 5)
    await page.keyboard.type('keys_only')
    await page.keyboard.press('Tab')
    await page.keyboard.type('keys@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type(TEST_PASSWORD)
    await tabTo(page, account.getByRole('checkbox', { name: /I agree to the terms/ }), 5)
    await page.keyboard.press('Space')
    await tabTo(page, account.getByRole('button', { name: 'Create Account' }), 5)
    await page.keyboard.press('Enter')
    await account.getByRole('heading', { name: 'Welcome, keys_only' }).waitFor()
    // The pressed button went with the form; focus stays in the section.
    await expect.poll(() => activeElementIsIn(account)).toBe(true)

    await tabTo(page, account.getByRole('button', { name: 'Log Out' }), 5)
    await page.keyboard.press('Enter')
    await account.getByRole('tab', { name: 'Sign In' }).waitFor()
    await expect.poll(() => activeElementIsIn(account)).toBe(true)
    await tabTo(page, account.getByLabel('Username or email'), 5)
    await page.keyboard.type('keys_only')
    await page.keyboard.press('Tab')
    await page.keyboard.type(TEST_PASSWORD)
    await page.keyboard.press('Enter')
    await account.getByRole('heading', { name: 'Welcome, keys_only' }).waitFor()
    await context.close()
  })

  it('posts to the message board with the keyboard only', async () => {
    const { context, page } = await openContext(DESKTOP)
    await openScreen(page, watchRequests(page), '/messaging-board', false)
    const form = page.getByRole('form', { name: 'Send a message' })
    await tabTo(page, form.getByLabel('Type'))
    await page.keyboard.press('ArrowDown')
    const type = await form.getByLabel('Type').inputValue()
    expect(type).not.toBe('collaboration')
    await tabTo(page, form.getByLabel('Message'), 5)
    await page.keyboard.type('Typed without a mouse')
    await tabTo(page, form.getByRole('button', { name: 'Send Message' }), 5)
    await page.keyboard.press('Enter')
    await page
      .getByRole('region', { name: 'Message list' })
      .getByRole('article')
      .filter({ hasText: 'Typed without a mouse' })
      .waitFor()
    await context.close()
  })
})

describe('every dialog', () => {
  it(
    'takes focus, keeps it, closes with Escape and gives focus back: anonymous',
    {
      timeout: 120_000,
    },
    async () => {
      const { context, page } = await openContext(DESKTOP)
      const quiet = watchRequests(page)
      await stillTransitions(context)
      const problems: string[] = []
      const named = (name: string | RegExp) => page.getByRole('dialog', { name })

      await openScreen(page, quiet, '/', false)
      problems.push(
        ...(await checkDialog(page, 'quick search from the header', {
          trigger: page.getByRole('banner').getByRole('button', { name: /Search the codex/ }),
          dialog: named('Quick search'),
        })),
        ...(await checkDialog(page, 'quick search from the floating button', {
          trigger: page.getByRole('button', { name: 'Open quick search' }),
          dialog: named('Quick search'),
          key: 'Space',
        })),
        ...(await checkDialog(page, 'quick search with Ctrl+K', {
          trigger: page.getByRole('link', { name: 'Skip to content' }),
          dialog: named('Quick search'),
          key: 'Control+k',
        })),
      )

      await openHomeSection(page, quiet, 'auth')
      problems.push(
        ...(await checkDialog(page, 'forgot password', {
          trigger: page.locator('#auth').getByRole('button', { name: 'Forgot password?' }),
          dialog: named('Resetting your password'),
        })),
      )

      await openHomeSection(page, quiet, 'glass-showcase')
      const showcase = page.locator('#glass-showcase')
      await showcase.getByRole('button').first().waitFor()
      const card = showcase.locator('button[aria-haspopup="dialog"]').first()
      problems.push(
        ...(await checkDialog(page, 'glass showcase card', {
          trigger: card,
          dialog: named((await card.locator('span.font-display').textContent()) ?? ''),
        })),
      )

      await openScreen(page, quiet, '/agents', false)
      const launch = page.getByRole('button', { name: /^Launch Portal of / }).first()
      const expert = ((await launch.textContent()) ?? '').replace('Launch Portal of', '').trim()
      problems.push(
        ...(await checkDialog(page, 'expert portal', {
          trigger: launch,
          dialog: named(`${expert} Portal`),
        })),
      )

      await openScreen(page, quiet, '/bookstore', false)
      const preview = page.getByRole('article').first()
      const title = (await preview.getAttribute('aria-label')) ?? ''
      problems.push(
        ...(await checkDialog(page, 'book preview', {
          trigger: preview.getByRole('button', { name: 'Preview' }),
          dialog: named(title),
        })),
        ...(await checkDialog(page, 'age question', {
          trigger: page.getByRole('button', { name: /^I am \d+\+$/ }),
          dialog: page.getByRole('alertdialog', { name: 'Adults only' }),
        })),
      )

      await openScreen(page, quiet, '/teachings', false)
      const enroll = page.getByRole('button', { name: /Enroll/ }).first()
      await enroll.waitFor()
      problems.push(
        ...(await checkDialog(page, 'course enrolment', {
          trigger: enroll,
          dialog: page.getByRole('dialog').filter({ hasText: 'AI Mentored' }),
        })),
      )

      await openScreen(page, quiet, '/knowledge-editor', false)
      problems.push(
        ...(await checkDialog(page, 'create note', {
          trigger: page.getByRole('complementary').getByRole('button', { name: 'Create Note' }),
          dialog: named('Create Note'),
        })),
      )
      await context.close()
      expect(problems).toEqual([])
    },
  )

  it(
    'takes focus, keeps it, closes with Escape and gives focus back: signed in',
    {
      timeout: 120_000,
    },
    async () => {
      const { context, page } = await openContext(DESKTOP)
      const quiet = watchRequests(page)
      await stillTransitions(context)
      await signUpInBrowser(page, 'dialog_keys', { premium: true })
      const saved = await page.evaluate(async () => {
        const response = await fetch('/api/ai-agents/adam/ask', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ message: 'Remember this conversation' }),
        })
        return (await response.json()) as { saved: boolean }
      })
      expect(saved.saved).toBe(true)
      const problems: string[] = []

      await openScreen(page, quiet, '/system-upgrades', false)
      problems.push(
        ...(await checkDialog(page, 'fee confirmation', {
          trigger: page.getByRole('button', { name: 'Request Custom Setup' }).first(),
          dialog: page.getByRole('alertdialog', { name: /^Confirm / }),
        })),
      )

      await openScreen(page, quiet, '/knowledge-editor', false)
      await page.getByRole('navigation', { name: 'Notes' }).getByRole('button').first().click()
      problems.push(
        ...(await checkDialog(page, 'delete note', {
          trigger: page.getByRole('button', { name: 'Delete', exact: true }),
          dialog: page.getByRole('dialog', { name: /^Delete “/ }),
        })),
      )

      await openScreen(page, quiet, '/memory-branches', false)
      await page
        .getByRole('button', { name: /Remember this conversation/ })
        .first()
        .click()
      const conversation = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 2 }) })
      problems.push(
        ...(await checkDialog(page, 'delete conversation', {
          trigger: conversation.getByRole('button', { name: 'Delete', exact: true }),
          dialog: page.getByRole('dialog', { name: 'Delete this conversation?' }),
        })),
      )
      await context.close()
      expect(problems).toEqual([])
    },
  )
})
