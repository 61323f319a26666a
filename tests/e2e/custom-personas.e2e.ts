import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signUpInBrowser } from './support/accounts'
import { DESKTOP, openPage, PHONE } from './support/browser'
import { useServerWithEchoModel } from './support/harness'
import { scriptErrors } from './support/home'

// Decision 218: a persona of one's own, answered by a model on loopback ("You said: …"), in the
// studio, the companion, the mirror chat and dream mode.
const env = useServerWithEchoModel()

/**
 * The system prompts the model received with the requests whose question was `asked`: one per
 * persona that answered it, in whatever order their requests arrived.
 */
function systemPromptsFor(asked: string) {
  return env.fake.requests
    .filter((r) => r.messages.findLast((m) => m.role === 'user')?.content === asked)
    .map((r) => r.messages.find((m) => m.role === 'system')?.content ?? '')
}

const shoot = (page: Page, name: string) =>
  process.env.HC_SCREENSHOTS
    ? page.screenshot({ path: `${process.env.HC_SCREENSHOTS}/${name}.png` })
    : Promise.resolve()

describe('a persona of your own, through a model', () => {
  // A retry signs up afresh: the first try's account already holds the name.
  let tries = 0
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`is created in the studio, chats with its system prompt, and is chosen in the companion, the mirror chat and dream mode (${label} px)`, async () => {
      const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, viewport)
      const marker = `Keeper of the tide tables ${label}`
      try {
        await signUpInBrowser(page, `own_${label}_${++tries}`, { path: '/personas' })
        await page.goto('/personas')
        await page.getByRole('button', { name: 'New persona' }).click()
        const form = page.getByRole('form', { name: 'New persona' })
        await form.getByLabel('Name').fill('Captain Ilse')
        await form.getByLabel('Description', { exact: true }).fill('Ilse sails the northern coast.')
        await form.getByLabel('System prompt').fill(`You are {{char}}. ${marker}.`)
        await form.getByRole('button', { name: 'Save persona' }).click()

        const studio = page.getByRole('region', { name: 'Chat with Captain Ilse' })
        const field = studio.getByRole('textbox', { name: 'Message Captain Ilse' })
        await field.fill(`Ahoy from the studio ${label}`)
        await field.press('Enter')
        await studio.getByText(`You said: Ahoy from the studio ${label}`).waitFor()
        expect(systemPromptsFor(`Ahoy from the studio ${label}`)).toContainEqual(
          expect.stringContaining(`You are Captain Ilse. ${marker}.`),
        )

        // The companion offers her beside Adam and Eve.
        await page.getByRole('button', { name: 'Open AI companion' }).click()
        const companion = page.getByRole('region', { name: 'AI companion' })
        const choice = companion.getByRole('radio', { name: 'Captain Ilse' })
        await choice.click()
        await expect.poll(() => choice.getAttribute('aria-checked')).toBe('true')
        await companion.getByRole('heading', { name: 'Captain Ilse, your companion' }).waitFor()
        // Her avatar is the studio's image (the house monogram when none was uploaded), drawn.
        const avatar = choice.locator('img')
        expect(await avatar.getAttribute('src')).toMatch(
          /^\/api\/personas\/captain-ilse-[0-9a-f]+\/avatar/,
        )
        await expect
          .poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0)
        const companionField = companion.getByRole('textbox', {
          name: 'Message your companion Captain Ilse',
        })
        await companionField.fill(`Ahoy from the companion ${label}`)
        await companionField.press('Enter')
        // Polled, so a failure says what the companion showed instead (a first try in CI
        // twice waited 30 s here for a reply its retry got at once).
        await expect
          .poll(() => companion.innerText(), { timeout: 30_000 })
          .toContain(`You said: Ahoy from the companion ${label}`)
        expect(systemPromptsFor(`Ahoy from the companion ${label}`)).toContainEqual(
          expect.stringContaining(marker),
        )
        await shoot(page, `companion-custom-${label}`)
        await page.getByRole('button', { name: 'Close companion' }).click()

        // The mirror chat: she joins Adam and Eve; Eva and Alex sit this one out.
        await page.goto('/chamber-of-mirrors')
        const who = page.getByRole('group', { name: 'Who answers' })
        await who.getByRole('button', { name: 'Captain Ilse' }).click()
        await who.getByRole('button', { name: 'Eva' }).click()
        await who.getByRole('button', { name: 'Alex' }).click()
        expect(
          await who.getByRole('button', { name: 'Captain Ilse' }).getAttribute('aria-pressed'),
        ).toBe('true')
        const ask = page.getByRole('textbox', { name: 'Ask the chosen personas' })
        await ask.fill(`Which way to the harbour ${label}?`)
        await ask.press('Enter')
        const answer = page.locator(
          `article[aria-label="Captain Ilse's answer"][aria-busy="false"]`,
        )
        await answer.getByText(`You said: Which way to the harbour ${label}?`).waitFor()
        await page
          .locator(`article[aria-label="Adam's answer"][aria-busy="false"]`)
          .getByText(`You said: Which way to the harbour ${label}?`)
          .waitFor()
        expect(await page.locator('article[aria-label="Eva\'s answer"]').count()).toBe(0)
        expect(systemPromptsFor(`Which way to the harbour ${label}?`)).toContainEqual(
          expect.stringContaining(marker),
        )
        await shoot(page, `mirror-custom-${label}`)

        // Dream mode offers her among the dreamers.
        await page.goto('/dream-mode')
        const dreamers = page.getByRole('group', { name: 'Who dreams' })
        await dreamers.getByRole('button', { name: 'Captain Ilse' }).click()
        expect(
          await dreamers.getByRole('button', { name: 'Captain Ilse' }).getAttribute('aria-pressed'),
        ).toBe('true')
        await shoot(page, `dream-custom-${label}`)
        // She dreams alone, in character: the model gets her prompt.
        for (const name of ['Adam', 'Eve', 'Eva', 'Alex'])
          await dreamers.getByRole('button', { name }).click()
        await page.getByRole('button', { name: 'Begin dreaming' }).click()
        await page.getByText(/^Captain Ilse dreams of /).waitFor()
        await page.getByText(/^You said: Dream aloud about /).waitFor()
        const musing = env.fake.requests.findLast((r) =>
          r.messages.some((m) => m.role === 'user' && m.content.startsWith('Dream aloud about')),
        )
        expect(musing?.messages[0]?.content).toContain(marker)
        await page.getByRole('button', { name: 'Pause dreaming' }).click()
        expect(scriptErrors(errors)).toEqual([])
      } catch (error) {
        await page.screenshot({ path: `/tmp/hc-custom-personas-fail-${label}.png` })
        throw error
      } finally {
        await context.close()
      }
    })
  }
})
