import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { blockingViolations, describeViolations } from './axe'
import { DESKTOP, reducedMotion } from './browser'
import { revealHomeSections } from './home'
import { watchRequests } from './network'

/** A context for axe-core and keyboard checks on the test server. */
export async function openContext(
  env: { browser: Browser; server: { baseUrl: string } },
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({
    baseURL: env.server.baseUrl,
    viewport,
    reducedMotion: reducedMotion(),
  })
  return { context, page: await context.newPage() }
}

/** Opens a screen and waits for its title and its data (every home section, for `/`). */
export async function openScreen(
  page: Page,
  quiet: () => Promise<void>,
  path: string,
  reveal = true,
) {
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
 * first load of `/#id` is reset to `/` by the start-up rules,
 * docs/product/landing-and-navigation.md).
 */
export async function openHomeSection(page: Page, quiet: () => Promise<void>, id: string) {
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

/** axe-core's serious and critical violations and the pointer-only controls, as the page stands. */
export async function screenProblems(page: Page, where: string) {
  return [
    ...describeViolations(where, await blockingViolations(page)),
    ...(await unreachableControls(page)).map((problem) => `${where}: ${problem}`),
  ]
}

export async function scanScreen(
  page: Page,
  quiet: () => Promise<void>,
  path: string,
  label: string,
) {
  await openScreen(page, quiet, path)
  return screenProblems(page, `${path} (${label})`)
}

/** Scans the paths in two tabs of one context, each taking the next path when it is done. */
export async function scanInTwoTabs(
  context: BrowserContext,
  first: Page,
  paths: string[],
  label: string,
) {
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

export interface FocusStop {
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
export function inspectFocus(
  page: Page,
): Promise<{ stop: FocusStop | null; previousUnchanged: boolean }> {
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
export const stillTransitions = (context: BrowserContext) =>
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
export async function walkFocus(
  page: Page,
  count: number,
  key = 'Tab',
): Promise<{ stops: FocusStop[]; ended: boolean }> {
  await page.evaluate(() => delete (window as { focusWalk?: unknown }).focusWalk)
  const stops: FocusStop[] = []
  // One press more than stops: leaving the last element shows whether it had a focus indicator.
  for (let step = 0; step <= count; step++) {
    await page.keyboard.press(key)
    const inspected = await inspectFocus(page)
    const { previousUnchanged } = inspected
    let { stop } = inspected
    // Focus can land while the page still lays out (a dialog's content arriving): a problem
    // counts if it is still there a moment later. The second look compares no indicator.
    if (stop?.problems.length) {
      await page.waitForTimeout(150)
      stop = (await inspectFocus(page)).stop
    }
    if (previousUnchanged) stops.at(-1)?.problems.push('no visible focus indicator')
    if (!stop) return { stops, ended: true }
    if (step < count) stops.push(stop)
  }
  return { stops, ended: false }
}

export const stopProblems = (where: string, stops: FocusStop[]) =>
  stops.flatMap((stop, index) =>
    stop.problems.map((problem) => `${where} stop ${index + 1} ${stop.label}: ${problem}`),
  )

const regionOrder = ['before main', 'main', 'after main'] as const

/** Focus goes skip link → header → main → footer, never backwards. */
export function orderProblems(where: string, stops: FocusStop[]): string[] {
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

export const activeElementIsIn = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement))

export const activeLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim()
  })

/** Presses Tab until the focused element matches `accessibleName`, failing after `limit`. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab')
    if (await activeElementIsIn(target)) return step + 1
  }
  throw new Error(`not reached with ${limit} presses of Tab (last: ${await activeLabel(page)})`)
}

export interface DialogCheck {
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
export async function checkDialog(
  page: Page,
  where: string,
  check: DialogCheck,
): Promise<string[]> {
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
