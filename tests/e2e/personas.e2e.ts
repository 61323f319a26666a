import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findRealCards } from '../support/real-cards'
import { DESKTOP, openPage, PHONE } from './support/browser'
import { signUpInBrowser } from './support/accounts'
import { useServerAndBrowser } from './support/harness'

const env = useServerAndBrowser()

describe('persona studio', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`creates a persona and chats with it (${label} px)`, async () => {
      const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, viewport)
      const username = `studio_${label}`
      await signUpInBrowser(page, username, { path: '/personas' })
      await page.goto('/personas')
      await page.getByRole('heading', { name: 'Personas', level: 1 }).waitFor()
      const list = page.getByRole('list', { name: 'Personas' })
      await list.getByRole('button', { name: 'Chat with Adam' }).waitFor()

      await page.getByRole('button', { name: 'New persona' }).click()
      const form = page.getByRole('form', { name: 'New persona' })
      await form.getByLabel('Name').fill('Mara Vell')
      await form
        .getByLabel('Description', { exact: true })
        .fill('Mara keeps the lighthouse at Cold Point.')
      await form
        .getByLabel('First message', { exact: true })
        .fill('Welcome in, {{user}}. Mind the wet floor.')
      if (process.env.HC_SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.HC_SCREENSHOTS}/studio-form-${label}.png`,
          fullPage: true,
        })
      await form.getByRole('button', { name: 'Save persona' }).click()

      const chat = page.getByRole('region', { name: 'Chat with Mara Vell' })
      await chat.getByText(`Welcome in, ${username}. Mind the wet floor.`).waitFor()
      await expect(list.getByRole('button', { name: 'Chat with Mara Vell' }).count()).resolves.toBe(
        1,
      )
      const field = chat.getByRole('textbox', { name: 'Message Mara Vell' })
      await field.fill('Who are you?')
      await field.press('Enter')
      await chat.getByText('I am Mara Vell. Mara keeps the lighthouse at Cold Point.').waitFor()
      if (process.env.HC_SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.HC_SCREENSHOTS}/studio-chat-${label}.png`,
          fullPage: true,
        })

      // The home chat's controls: another answer, then a new chat that opens with the greeting.
      await chat.getByRole('button', { name: 'Regenerate' }).click()
      await chat.getByLabel('Answer 2 of 2').waitFor()
      await chat.getByRole('button', { name: 'New chat' }).click()
      await expect.poll(() => chat.getByText('Who are you?').count()).toBe(0)
      await chat.getByText(`Welcome in, ${username}. Mind the wet floor.`).waitFor()

      // Her tab in the home page's persona chat, after the four built-ins (the group chat's last).
      await page.goto('/#ai-interface')
      const tabs = page.getByRole('tablist', { name: 'Personas' })
      await tabs.getByRole('tab', { name: /Mara Vell/ }).click()
      const home = page.getByRole('tabpanel', { name: /Mara Vell/ })
      await home.getByText(`Welcome in, ${username}. Mind the wet floor.`).waitFor()
      const homeField = home.getByRole('textbox', { name: 'Message Mara Vell' })
      await homeField.fill('Who are you?')
      await homeField.press('Enter')
      await home.getByText('I am Mara Vell. Mara keeps the lighthouse at Cold Point.').waitFor()
      expect(await tabs.getByRole('tab').allInnerTexts()).toEqual([
        expect.stringMatching(/^Adam/),
        expect.stringMatching(/^Eve/),
        expect.stringMatching(/^Eva/),
        expect.stringMatching(/^Alex/),
        expect.stringMatching(/^Mara Vell/),
        expect.stringMatching(/^Group/),
      ])
      if (process.env.HC_SCREENSHOTS) {
        await page.screenshot({ path: `${process.env.HC_SCREENSHOTS}/home-custom-${label}.png` })
        await tabs.screenshot({ path: `${process.env.HC_SCREENSHOTS}/home-tabs-${label}.png` })
      }
      await page.goto('/personas')
      await list.getByRole('button', { name: 'Chat with Mara Vell' }).waitFor()

      // Deleting asks first, in the product's dialog; Cancel keeps the persona.
      await list.getByRole('button', { name: 'Delete Mara Vell' }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Delete Mara Vell?' })
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await confirm.waitFor({ state: 'hidden' })
      expect(await list.getByRole('button', { name: 'Chat with Mara Vell' }).count()).toBe(1)
      await list.getByRole('button', { name: 'Delete Mara Vell' }).click()
      await confirm.getByRole('button', { name: 'Delete Mara Vell' }).click()
      await list.getByRole('button', { name: 'Chat with Mara Vell' }).waitFor({ state: 'detached' })
      expect(errors).toEqual([])
      await context.close()
    })
  }
})

// SillyTavern's default character, read from the local mirror at test time (never committed).
const seraphina = findRealCards().cards.find((card) => card.name.startsWith('Seraphina'))

describe.skipIf(!seraphina)('character cards in the studio', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`imports SillyTavern's default card, chats with it, exports and re-imports it (${label} px)`, async () => {
      const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, viewport)
      await signUpInBrowser(page, `cards_${label}`, { path: '/personas' })
      await page.goto('/personas')
      await page.getByRole('button', { name: 'Import character card' }).waitFor()
      await page.getByLabel('Character card file (PNG or JSON)').setInputFiles({
        name: 'default_Seraphina.png',
        mimeType: 'image/png',
        buffer: seraphina!.bytes,
      })
      const chat = page.getByRole('region', { name: 'Chat with Seraphina' })
      // Her greeting, as the card writes it.
      await chat
        .getByText(/The name's Seraphina, guardian of this forest/)
        .first()
        .waitFor()
      const field = chat.getByRole('textbox', { name: 'Message Seraphina' })
      await field.fill('Who are you?')
      await field.press('Enter')
      await chat.getByText(/I am Seraphina/).waitFor()

      const download = page.waitForEvent('download')
      await page.getByRole('link', { name: 'Download PNG' }).click()
      const saved = await (await download).path()
      const exported = fs.readFileSync(saved)
      await page
        .getByLabel('Character card file (PNG or JSON)')
        .setInputFiles({ name: 'seraphina-export.png', mimeType: 'image/png', buffer: exported })
      await page
        .getByRole('region', { name: /Notifications/ })
        .getByText('Seraphina imported')
        .first()
        .waitFor()
      const list = page.getByRole('list', { name: 'Personas' })
      await expect
        .poll(() => list.getByRole('button', { name: 'Chat with Seraphina' }).count())
        .toBe(2)

      // The two imports hold the same card, field by field.
      const cards = await page.evaluate(async () => {
        const { personas } = (await (await fetch('/api/personas')).json()) as {
          personas: { id: string; name: string }[]
        }
        const ids = personas.filter((persona) => persona.name === 'Seraphina').map((p) => p.id)
        return Promise.all(
          ids.map(async (id) => (await fetch(`/api/personas/${id}/card.json`)).json()),
        )
      })
      expect(cards).toHaveLength(2)
      expect(cards[1].data).toEqual(cards[0].data)
      expect(cards[0].data.character_book.entries).toHaveLength(4)
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
