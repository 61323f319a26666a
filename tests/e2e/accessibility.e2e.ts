import type { BrowserContext, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { liveScreenPaths } from '@/shared/routes'
import { signUpInBrowser, TEST_PASSWORD } from './support/accounts'
import { blockingViolations, describeViolations } from './support/axe'
import { DESKTOP, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { revealHomeSections } from './support/home'

const env = useServerAndBrowser()

async function openContext(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  // axe-core goes in as an inline script, which the server's CSP (script-src 'self') refuses.
  const context = await env.browser.newContext({
    baseURL: env.server.baseUrl,
    viewport,
    bypassCSP: true,
  })
  return { context, page: await context.newPage() }
}

/** Resolves once no request of the page's own (live streams aside) has been open for 150 ms. */
function watchRequests(page: Page) {
  const open = new Set<unknown>()
  const streaming = (url: string, type: string) =>
    type === 'eventsource' || /\/api\/events\b/.test(url)
  page.on('request', (request) => {
    if (!streaming(request.url(), request.resourceType())) open.add(request)
  })
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  return async function quiet(timeout = 5_000) {
    const deadline = Date.now() + timeout
    let quietSince = Date.now()
    while (Date.now() < deadline) {
      if (open.size > 0) quietSince = Date.now()
      else if (Date.now() - quietSince >= 150) return
      await page.waitForTimeout(25)
    }
  }
}

/** Opens a screen and waits for its title and its data (every home section, for `/`). */
async function openScreen(page: Page, quiet: () => Promise<void>, path: string, reveal = true) {
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await page.locator('h1').first().waitFor({ timeout: 15_000 })
  await quiet()
  if (path === '/' && reveal) {
    await revealHomeSections(page)
    await quiet()
  }
}

/**
 * Opens the home page and scrolls one deferred section into view until its content is in (a
 * first load of `/#id` is reset to `/` by the start-up rules, spec part 2 §9).
 */
async function openHomeSection(page: Page, quiet: () => Promise<void>, id: string) {
  await openScreen(page, quiet, '/', false)
  const section = page.locator(`#${id}`)
  await section.scrollIntoViewIfNeeded()
  await section.locator(':scope > :not([aria-busy="true"])').first().waitFor()
  await quiet()
  await section.scrollIntoViewIfNeeded()
}

/**
 * What a keyboard user cannot reach, found without pressing a key: positive tabindex (focus
 * order out of step with the page), and controls that react to the pointer (cursor: pointer)
 * but cannot take focus themselves, hold nothing focusable and sit in nothing focusable.
 */
function unreachableControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const focusable =
      'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]'
    const describe = (element: Element) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
      return `<${element.tagName.toLowerCase()}> "${name.replace(/\s+/g, ' ').slice(0, 40)}"`
    }
    const problems: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('[tabindex]')) {
      if (element.tabIndex > 0)
        problems.push(`tabindex=${element.tabIndex} on ${describe(element)}`)
    }
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).cursor !== 'pointer') continue
      if (element.parentElement && getComputedStyle(element.parentElement).cursor === 'pointer')
        continue
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
      // A label forwards its clicks to its control; an option is chosen through its list box.
      if (element.closest(`${focusable}, label, [role="option"]`)) continue
      if (element.querySelector(focusable)) continue
      problems.push(`pointer-only control ${describe(element)}`)
    }
    return problems
  })
}

async function scanScreen(page: Page, quiet: () => Promise<void>, path: string, label: string) {
  await openScreen(page, quiet, path)
  const where = `${path} (${label})`
  return [
    ...describeViolations(where, await blockingViolations(page)),
    ...(await unreachableControls(page)).map((problem) => `${where}: ${problem}`),
  ]
}

/** Scans the paths in two tabs of one context, each taking the next path when it is done. */
async function scanInTwoTabs(context: BrowserContext, first: Page, paths: string[], label: string) {
  const queue = [...paths]
  const second = await context.newPage()
  const found = await Promise.all(
    [first, second].map(async (page) => {
      const quiet = watchRequests(page)
      const problems: string[] = []
      for (let path = queue.shift(); path !== undefined; path = queue.shift())
        problems.push(...(await scanScreen(page, quiet, path, label)))
      return problems
    }),
  )
  await second.close()
  return found.flat()
}

interface FocusStop {
  label: string
  /** Where the element sits relative to `<main>`. */
  region: 'before main' | 'main' | 'after main' | 'dialog'
  problems: string[]
}

/**
 * Describes the focused element and checks it can be seen: not hidden, not tiny, on screen and
 * not covered. `previousUnchanged`: the element focused at the previous call looks the same now
 * that it lost focus (no outline, shadow, border, background or underline differs on it or on
 * its parent, which may mark focus with :focus-within), so it had no visible focus indicator.
 */
function inspectFocus(page: Page): Promise<{ stop: FocusStop | null; previousUnchanged: boolean }> {
  return page.evaluate(() => {
    const store = window as unknown as { focusWalk?: { element: Element; look: string } }
    const lookOf = (element: Element) => {
      const style = getComputedStyle(element)
      const outline =
        style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
          ? 'none'
          : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
      return [
        outline,
        style.boxShadow,
        style.borderColor,
        style.backgroundColor,
        style.textDecorationLine,
      ].join(' | ')
    }
    const look = (element: Element) =>
      `${lookOf(element)} / ${element.parentElement ? lookOf(element.parentElement) : ''}`
    const element = document.activeElement
    const previous = store.focusWalk
    const previousUnchanged =
      !!previous &&
      previous.element !== element &&
      previous.element.isConnected &&
      look(previous.element) === previous.look
    if (!element || element === document.body) {
      delete store.focusWalk
      return { stop: null, previousUnchanged }
    }
    const name = (
      element.getAttribute('aria-label') ??
      element.textContent ??
      element.getAttribute('placeholder') ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40)
    const role = element.getAttribute('role')
    const label = `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name}"`
    const main = document.getElementById('main')
    const region: FocusStop['region'] = element.closest('[role="dialog"], [role="alertdialog"]')
      ? 'dialog'
      : !main
        ? 'main'
        : main.contains(element)
          ? 'main'
          : main.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING
            ? 'after main'
            : 'before main'
    const problems: string[] = []
    const box = element.getBoundingClientRect()
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      problems.push('hidden')
    if (box.width < 2 || box.height < 2)
      problems.push(`${Math.round(box.width)}×${Math.round(box.height)} px`)
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
      problems.push('off screen')
    } else {
      const top = document.elementFromPoint(x, y)
      if (top && !element.contains(top) && !top.contains(element))
        problems.push(`covered by <${top.tagName.toLowerCase()} class="${top.className}">`)
    }
    store.focusWalk = { element, look: look(element) }
    return { stop: { label, region, problems }, previousUnchanged }
  })
}

/**
 * Transitions would show a focus ring a few frames late, and the check compares end states:
 * every page of the context gets them switched off.
 */
const stillTransitions = (context: BrowserContext) =>
  context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style')
      style.textContent =
        '*, *::before, *::after { transition: none !important; animation: none !important }'
      document.head.append(style)
    })
  })

/**
 * Presses Tab (or Shift+Tab) up to `count` times and inspects each focused element. `ended`:
 * focus left the last element of the page (to the browser, which leaves the body active).
 */
async function walkFocus(
  page: Page,
  count: number,
  key = 'Tab',
): Promise<{ stops: FocusStop[]; ended: boolean }> {
  await page.evaluate(() => delete (window as { focusWalk?: unknown }).focusWalk)
  const stops: FocusStop[] = []
  // One press more than stops: leaving the last element shows whether it had a focus indicator.
  for (let step = 0; step <= count; step++) {
    await page.keyboard.press(key)
    const { stop, previousUnchanged } = await inspectFocus(page)
    if (previousUnchanged) stops.at(-1)?.problems.push('no visible focus indicator')
    if (!stop) return { stops, ended: true }
    if (step < count) stops.push(stop)
  }
  return { stops, ended: false }
}

const stopProblems = (where: string, stops: FocusStop[]) =>
  stops.flatMap((stop, index) =>
    stop.problems.map((problem) => `${where} stop ${index + 1} ${stop.label}: ${problem}`),
  )

const regionOrder = ['before main', 'main', 'after main'] as const

/** Focus goes skip link → header → main → footer, never backwards. */
function orderProblems(where: string, stops: FocusStop[]): string[] {
  const problems: string[] = []
  if (!/Skip to content/.test(stops[0]?.label ?? ''))
    problems.push(`${where}: first stop is ${stops[0]?.label}, not the skip link`)
  let reached = 0
  for (const [index, stop] of stops.entries()) {
    const position = regionOrder.indexOf(stop.region as (typeof regionOrder)[number])
    if (position < reached)
      problems.push(`${where}: stop ${index + 1} ${stop.label} goes back to ${stop.region}`)
    reached = Math.max(reached, position)
  }
  if (!stops.some((stop) => stop.region === 'main'))
    problems.push(`${where}: ${stops.length} presses of Tab never reach the main content`)
  return problems
}

const activeElementIsIn = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement))

const activeLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim()
  })

/** Presses Tab until the focused element matches `accessibleName`, failing after `limit`. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab')
    if (await activeElementIsIn(target)) return step + 1
  }
  throw new Error(`not reached with ${limit} presses of Tab (last: ${await activeLabel(page)})`)
}

const screens = liveScreenPaths()

describe('axe-core on every live screen', () => {
  it(
    `finds no serious or critical violation on the ${screens.length} screens at 1280 px`,
    {
      timeout: 300_000,
    },
    async () => {
      const { context, page } = await openContext(DESKTOP)
      const problems = await scanInTwoTabs(context, page, screens, '1280 px')
      await context.close()
      expect(problems).toEqual([])
    },
  )

  it(
    'finds none at 390 px on a representative set, the open menu included',
    {
      timeout: 120_000,
    },
    async () => {
      const { context, page } = await openContext(PHONE)
      const phoneScreens = [
        '/eva-alex-consciousness',
        '/messaging-board',
        '/learning',
        '/teachings',
        '/knowledge-editor',
        '/bookstore',
        '/agents',
        '/audio',
        '/omni-data-center',
        '/platform-guide',
      ]
      const problems = await scanInTwoTabs(context, page, phoneScreens, '390 px')
      await openScreen(page, watchRequests(page), '/', false)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.locator('#mobile-sections').waitFor()
      problems.push(
        ...describeViolations('/ with the menu open (390 px)', await blockingViolations(page)),
      )
      await context.close()
      expect(problems).toEqual([])
    },
  )

  it('finds none on the signed-in screens of a Premium account', { timeout: 120_000 }, async () => {
    const { context, page } = await openContext(DESKTOP)
    await signUpInBrowser(page, 'axe_reader', { premium: true })
    const problems = await scanInTwoTabs(
      context,
      page,
      [
        '/memory-editor',
        '/memory-branches',
        '/knowledge-editor',
        '/audio',
        '/video-manager',
        '/learning',
        '/ai-response-enhancement',
        '/candidate-bridge',
      ],
      'signed in',
    )
    await context.close()
    expect(problems).toEqual([])
  })
})

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
    await openScreen(page, watchRequests(page), '/', false)
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: 'Quick search' })
    const input = dialog.getByRole('combobox', { name: 'Search the codex' })
    await expect.poll(() => activeElementIsIn(input)).toBe(true)
    await page.keyboard.type('platform guide')
    await dialog.getByRole('heading', { name: 'Results' }).waitFor()
    const options = dialog.getByRole('option')
    await options.first().filter({ hasText: 'Platform Guide' }).waitFor()
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

interface DialogCheck {
  trigger: Locator
  dialog: Locator
  /** Key that opens it from the focused trigger. */
  key?: string
}

/**
 * Opens a dialog from its focused trigger with the keyboard, then checks: focus moves inside,
 * Tab and Shift+Tab keep it inside (and each stop is visibly focused), axe finds nothing
 * serious, Escape closes it and focus goes back to the trigger.
 */
async function checkDialog(page: Page, where: string, check: DialogCheck): Promise<string[]> {
  const { trigger, dialog } = check
  const problems: string[] = []
  await trigger.focus()
  await page.keyboard.press(check.key ?? 'Enter')
  await dialog.waitFor()
  try {
    await expect.poll(() => activeElementIsIn(dialog), { timeout: 2_000 }).toBe(true)
  } catch {
    problems.push(`${where}: focus stayed on ${await activeLabel(page)} when the dialog opened`)
  }
  const tabbable = await dialog.evaluate(
    (element) =>
      [
        ...element.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex]',
        ),
      ].filter((candidate) => candidate.tabIndex >= 0 && !candidate.matches(':disabled')).length,
  )
  for (const key of ['Tab', 'Shift+Tab']) {
    const { stops, ended } = await walkFocus(page, tabbable + 2, key)
    problems.push(...stopProblems(`${where} (${key})`, stops))
    if (ended) problems.push(`${where}: ${key} let focus leave the page`)
    for (const stop of stops)
      if (stop.region !== 'dialog')
        problems.push(`${where}: ${key} left the dialog for ${stop.label}`)
  }
  problems.push(...describeViolations(`${where} (open)`, await blockingViolations(page)))
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  try {
    await expect.poll(() => activeElementIsIn(trigger), { timeout: 2_000 }).toBe(true)
  } catch {
    problems.push(`${where}: focus went to ${await activeLabel(page)}, not back to the trigger`)
  }
  return problems
}

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
