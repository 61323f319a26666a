import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { findRealCards } from '../support/real-cards'
import { signUpInBrowser } from './support/accounts'
import { DESKTOP, openPage, PHONE } from './support/browser'
import { useServerWithEchoModel } from './support/harness'

// Issue 55 (docs/chat.md "Group chats", decisions 261 and 271): a group chat of SillyTavern's
// Seraphina, Adam and one's own persona, a named address answered by the one named, a
// regenerate, the person's pick of who answers, every answer under its speaker's name; the
// chat saved, searchable and reopened. And a reopened chat keeps the greeting chosen (260).
const env = useServerWithEchoModel()

const SHOTS = process.env.HC_SCREENSHOTS ?? '/tmp/shots/h55'
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })

// SillyTavern's default character, read from the local mirror at test time (never committed).
const seraphina = findRealCards().cards.find((card) => card.name.startsWith('Seraphina'))

// Long journeys on a busy machine: each takes 40–70 s at load 30 (2 cores).
const JOURNEY_MS = 240_000

const lastRequest = () => env.fake.requests.at(-1)!.messages
const VIEWPORTS = [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const

async function createPersona(page: Page, name: string, description: string) {
  await page.getByRole('button', { name: 'New persona' }).click()
  const form = page.getByRole('form', { name: 'New persona' })
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Description', { exact: true }).fill(description)
  await form.getByRole('button', { name: 'Save persona' }).click()
  await page.getByRole('region', { name: `Chat with ${name}` }).waitFor()
}

describe.skipIf(!seraphina)('a group chat', () => {
  let tries = 0
  for (const [label, viewport] of VIEWPORTS) {
    it(
      `of Seraphina, Adam and one's own persona: named, in turn, picked, regenerated, reopened (${label} px)`,
      async () => {
        const { page, context } = await openPage(env.browser, env.server.baseUrl, viewport)
        const username = `group_${label}_${++tries}`
        const mine = `Mara ${label}`
        try {
          await signUpInBrowser(page, username, { path: '/personas', premium: true })
          await page.goto('/personas')
          await page.getByRole('button', { name: 'Import character card' }).waitFor()
          await page.getByLabel('Character card file (PNG or JSON)').setInputFiles({
            name: 'default_Seraphina.png',
            mimeType: 'image/png',
            buffer: seraphina!.bytes,
          })
          await page.getByRole('region', { name: 'Chat with Seraphina' }).waitFor()
          await createPersona(page, mine, `${mine} keeps the lighthouse at Cold Point.`)

          // Where chats start: the home page's persona chat, its Group tab.
          await page.goto('/#ai-interface')
          await page.getByRole('tab', { name: /Group/ }).click()
          const group = page.getByRole('region', { name: 'Group chat' })
          const picker = group.getByRole('group', { name: 'Who takes part (two or more)' })
          await picker.getByRole('button', { name: 'Seraphina', exact: true }).click()
          await picker.getByRole('button', { name: 'Eve', exact: true }).click()
          await picker.getByRole('button', { name: mine, exact: true }).click()
          await expect
            .poll(() =>
              picker
                .getByRole('button', { pressed: true })
                .evaluateAll((buttons) =>
                  buttons.map((b) => b.querySelector('span.truncate')?.textContent),
                ),
            )
            .toEqual(['Adam', 'Seraphina', mine])
          await shoot(page, `group-start-${label}`)

          const field = group.getByRole('textbox', { name: 'Message the group' })
          const log = group.getByRole('log')
          // After each reply the last entry of the log is that reply, its speaker's name first.
          const last = log.locator(':scope > ol > li').last()
          const speaker = () => last.locator('p').first().textContent()
          const say = async (text: string) => {
            await field.fill(text)
            await field.press('Enter')
            await log.getByText(`You said: ${text}`).last().waitFor()
            await expect.poll(() => log.getAttribute('aria-busy')).toBe('false')
          }
          // Nobody named: the first in turn (Adam) answers.
          await say(`Hello everyone ${label}`)
          await expect(speaker()).resolves.toBe('Adam: ')
          // A named address: Seraphina answers, and reads Adam's line under his name.
          await say(`Seraphina, where am I ${label}?`)
          await expect(speaker()).resolves.toBe('Seraphina: ')
          expect(lastRequest()[0]!.content).toContain("Write only Seraphina's next reply")
          expect(lastRequest()).toContainEqual({
            role: 'assistant',
            content: `Adam: You said: Hello everyone ${label}`,
          })
          // "Adam, …" is answered by Adam, who reads Seraphina's line under her name.
          await say(`Adam, is she right ${label}?`)
          await expect(speaker()).resolves.toBe('Adam: ')
          expect(lastRequest()[0]!.content).toContain("Write only Adam's next reply")
          expect(lastRequest()).toContainEqual({
            role: 'assistant',
            content: `Seraphina: You said: Seraphina, where am I ${label}?`,
          })
          // A regenerate answers as Adam again: a second answer, ‹2/2›.
          await last.getByRole('button', { name: 'Regenerate' }).click()
          await last.getByLabel('Answer 2 of 2').waitFor()
          await expect.poll(() => log.getAttribute('aria-busy')).toBe('false')
          expect(lastRequest()[0]!.content).toContain("Write only Adam's next reply")
          await expect(speaker()).resolves.toBe('Adam: ')
          // The person's pick answers, whoever the message names.
          await group.getByLabel('Who answers next').selectOption({ label: mine })
          await say(`Adam, or someone else ${label}?`)
          await expect(speaker()).resolves.toBe(`${mine}: `)
          expect(lastRequest()[0]!.content).toContain(`${mine} keeps the lighthouse`)
          await shoot(page, `group-chat-${label}`)
          // Nothing of the chat's controls lies outside the section or under another element.
          for (const name of ['Message the group', 'Who answers next'])
            await expect(group.getByLabel(name).isVisible()).resolves.toBe(true)
          const width = await page.evaluate(() => document.documentElement.scrollWidth)
          expect(width).toBeLessThanOrEqual(viewport.width)

          // Saved with the others, found by its words, reopened with every speaker named.
          await page.goto('/memory-branches')
          await page.getByLabel('Search your conversations').fill('everyone')
          const list = page.getByRole('list', { name: 'Saved conversations' })
          const row = list.getByRole('button', { name: new RegExp(`Hello everyone ${label}`) })
          await row.getByText('group of 3').waitFor()
          await row.click()
          const reopened = page.getByRole('log')
          await reopened.getByText(`You said: Adam, or someone else ${label}?`).waitFor()
          await reopened
            .getByText(/^Seraphina:\s*$/)
            .first()
            .waitFor()
          await reopened
            .getByText(new RegExp(`^${mine}:\\s*$`))
            .first()
            .waitFor()
          const next = page.getByRole('textbox', { name: `Continue with Adam, Seraphina, ${mine}` })
          await next.fill(`Seraphina, once more ${label}`)
          await next.press('Enter')
          await reopened.getByText(`You said: Seraphina, once more ${label}`).waitFor()
          expect(lastRequest()[0]!.content).toContain("Write only Seraphina's next reply")
          await shoot(page, `group-reopened-${label}`)
        } catch (error) {
          await page.screenshot({ path: `${SHOTS}/group-fail-${label}.png`, fullPage: true })
          throw error
        } finally {
          await context.close()
        }
      },
      JOURNEY_MS,
    )
  }
})

/** A card with alternate greetings, for the greeting a reopened chat keeps. */
const keeper = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Orla',
    description: '{{char}} keeps the old library.',
    first_mes: 'Shh, {{user}}, the books are sleeping.',
    alternate_greetings: ['Late again, {{user}}?'],
    extensions: {},
  },
}

describe('a reopened chat', () => {
  let tries = 0
  for (const [label, viewport] of VIEWPORTS) {
    it(
      `keeps the greeting chosen first, on screen and in context (${label} px)`,
      async () => {
        const { page, context } = await openPage(env.browser, env.server.baseUrl, viewport)
        const username = `greet_${label}_${++tries}`
        try {
          await signUpInBrowser(page, username, { path: '/personas', premium: true })
          await page.goto('/personas')
          await page.getByLabel('Character card file (PNG or JSON)').setInputFiles({
            name: 'orla.json',
            mimeType: 'application/json',
            buffer: Buffer.from(JSON.stringify(keeper)),
          })
          const chat = page.getByRole('region', { name: 'Chat with Orla' })
          await chat.getByRole('button', { name: 'Next greeting' }).click()
          await chat.getByText(`Late again, ${username}?`).waitFor()
          const field = chat.getByRole('textbox', { name: 'Message Orla' })
          await field.fill(`Which shelf ${label}?`)
          await field.press('Enter')
          await chat.getByText(`You said: Which shelf ${label}?`).waitFor()

          await page.goto('/memory-branches')
          const list = page.getByRole('list', { name: 'Saved conversations' })
          await list.getByRole('button', { name: new RegExp(`Which shelf ${label}`) }).click()
          const log = page.getByRole('log')
          await log.getByText(`You said: Which shelf ${label}?`).waitFor()
          // The greeting chosen is the first message, not the card's first one.
          await expect(log.locator('li').first().textContent()).resolves.toContain(
            `Late again, ${username}?`,
          )
          await expect(log.getByText(/the books are sleeping/).count()).resolves.toBe(0)
          const next = page.getByRole('textbox', { name: 'Continue with Orla' })
          await next.fill(`And the next ${label}?`)
          await next.press('Enter')
          await log.getByText(`You said: And the next ${label}?`).waitFor()
          expect(lastRequest()[1]).toEqual({
            role: 'assistant',
            content: `Late again, ${username}?`,
          })
          await shoot(page, `greeting-reopened-${label}`)
        } catch (error) {
          await page.screenshot({ path: `${SHOTS}/greeting-fail-${label}.png`, fullPage: true })
          throw error
        } finally {
          await context.close()
        }
      },
      JOURNEY_MS,
    )
  }
})
