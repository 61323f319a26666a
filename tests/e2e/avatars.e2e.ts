import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, openPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'

// Decision 206: every avatar is an image that loads, on the chat, the ring and the companion.
const env = useServerAndBrowser()

/** Where to keep screenshots for a person to look at; none unless asked for. */
const SHOTS = process.env.AVATAR_SCREENSHOTS

/**
 * The shown avatar images inside `scope` that did not load: their sources, empty when all did.
 * A hidden one (Agent Zero's seat beside its middle on a wide screen) is lazy and never loads.
 */
const broken = (scope: Locator) =>
  scope.locator('img').evaluateAll((images: HTMLImageElement[]) =>
    images
      .filter((image) => image.getClientRects().length > 0)
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.src),
  )

/** The paths of the shown avatar images inside `scope`. */
const sources = (scope: Locator) =>
  scope
    .locator('img')
    .evaluateAll((images: HTMLImageElement[]) =>
      images
        .filter((image) => image.getClientRects().length > 0)
        .map((image) => new URL(image.src).pathname),
    )

async function shoot(page: Page, target: Locator, name: string, width: number) {
  if (SHOTS) await target.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) })
  void page
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('avatars on %s', (_label, viewport) => {
  it('shows the drawn personas in the chat, beside each reply too', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, viewport)
    await page.goto('/#ai-interface')
    const chat = page.locator('#ai-interface')
    const tabs = chat.getByRole('tablist')
    await tabs.waitFor()
    await tabs.scrollIntoViewIfNeeded()
    await expect
      .poll(() => sources(tabs))
      .toEqual(['/avatars/adam.svg', '/avatars/eve.svg', '/avatars/eva.svg', '/avatars/alex.svg'])
    const field = page.getByRole('textbox', { name: 'Message Adam' })
    await field.fill('What is the Codex Compass?')
    await field.press('Enter')
    const log = page.locator('[role="log"][aria-label="Conversation with Adam"][aria-busy="false"]')
    await log.waitFor()
    await expect.poll(() => broken(chat)).toEqual([])
    expect(await sources(log)).toEqual(['/avatars/adam.svg'])
    await shoot(page, chat, 'chat', viewport.width)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('shows a monogram for every expert of the ring and the eye of Agent Zero', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, viewport)
    await page.goto('/#ring-of-thirteen')
    const ring = page.locator('#ring-of-thirteen')
    const seats = ring.getByRole('list', { name: 'Ring of Thirteen' })
    await seats.waitFor()
    await seats.scrollIntoViewIfNeeded()
    await expect.poll(() => broken(ring), { timeout: 10_000 }).toEqual([])
    const shown = await sources(ring)
    expect(shown).toContain('/avatars/agent-zero.svg')
    expect(shown.filter((source) => source.startsWith('/avatars/experts/'))).toHaveLength(12)
    await shoot(page, ring, 'ring', viewport.width)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('shows the companion its avatar', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, viewport)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open AI companion' }).click()
    const panel = page.getByRole('region', { name: 'AI companion' })
    await panel.getByRole('heading', { name: 'Adam, your companion' }).waitFor()
    const field = panel.getByRole('textbox', { name: 'Message your companion Adam' })
    await field.fill('Hello')
    await field.press('Enter')
    await page
      .locator('[role="log"][aria-label="Conversation with Adam"][aria-busy="false"]')
      .waitFor()
    await expect.poll(() => broken(panel)).toEqual([])
    expect(await sources(panel)).toEqual(['/avatars/adam.svg', '/avatars/adam.svg'])
    await shoot(page, panel, 'companion', viewport.width)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})
