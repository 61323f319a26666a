import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signUpInBrowser } from './support/accounts'
import { DESKTOP, openPage, PHONE } from './support/browser'
import { useServerWithEchoModel } from './support/harness'

// Issue 55 (docs/product/personas.md): real-sized cards in the studio at 1280 and 390 px, every
// row's buttons by a real click, greeting swipes in context, a lorebook edit reaching the next
// prompt, and "What the model received".
const env = useServerWithEchoModel()

const shots = process.env.HC_SCREENSHOTS
const shoot = (page: Page, name: string) =>
  shots ? page.screenshot({ path: `${shots}/${name}.png`, fullPage: true }) : Promise.resolve()

/** Cards written for this test, shaped like SillyTavern's: a long description, a lorebook. */
const healer = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Liora of the Ashen Vale',
    description: `{{char}} is a forest healer. ${'She tends travellers lost among the ash trees. '.repeat(60)}`,
    personality: 'gentle, watchful',
    scenario: '{{user}} wakes in a glade.',
    first_mes: 'You are safe now, {{user}}.',
    alternate_greetings: ['Awake at last, {{user}}?', 'The glade is quiet.'],
    mes_example: '',
    creator_notes: 'A healer of the Vale',
    system_prompt: '',
    post_history_instructions: '',
    tags: [],
    creator: '',
    character_version: '',
    extensions: {},
    character_book: {
      entries: [
        {
          keys: ['river'],
          content: 'The river Sel runs cold.',
          enabled: true,
          insertion_order: 10,
          comment: 'River lore',
          extensions: { position: 0 },
        },
      ],
    },
  },
}
const sensei = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Coding Sensei',
    description: '{{char}} teaches programming with patience.',
    first_mes: 'Ready to code, {{user}}?',
    creator_notes: `A wise coding teacher who answers every programming question with patience, examples, exercises and ${'endless '.repeat(40)}encouragement`,
    extensions: {},
  },
}

const importCard = async (page: Page, card: object, name: string) => {
  await page.getByLabel('Character card file (PNG or JSON)').setInputFiles({
    name: `${name}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(card)),
  })
  await page
    .getByText(`${(card as typeof sensei).data.name} imported`)
    .first()
    .waitFor()
}

const lastRequest = () => env.fake.requests.at(-1)!.messages

describe('character cards in the studio', () => {
  let tries = 0
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`imports real-sized cards, every row's buttons work, greetings swipe, the lorebook edits and the prompt shows (${label} px)`, async () => {
      const { page, context } = await openPage(env.browser, env.server.baseUrl, viewport)
      const username = `cards_${label}_${++tries}`
      try {
        await signUpInBrowser(page, username, { path: '/personas' })
        await page.goto('/personas')
        await page.getByRole('button', { name: 'Import character card' }).waitFor()
        await importCard(page, healer, 'liora')
        await importCard(page, sensei, 'sensei')
        const list = page.getByRole('list', { name: 'Personas' })
        await list.getByRole('button', { name: 'Chat with Coding Sensei' }).waitFor()
        await shoot(page, `cards-list-${label}`)

        // Every row's Chat and Edit by a real click: Playwright clicks only what is on top.
        const names = await list
          .locator('li')
          .evaluateAll((rows) =>
            rows.map((row) => row.querySelector('button')?.getAttribute('aria-label')?.slice(10)),
          )
        expect(names).toContain('Liora of the Ashen Vale')
        for (const name of names) {
          await list.getByRole('button', { name: `Chat with ${name}` }).click({ timeout: 5000 })
          await page.getByRole('region', { name: `Chat with ${name}` }).waitFor()
          const edit = list.getByRole('button', { name: `Edit ${name}` })
          if (await edit.count()) {
            await edit.click({ timeout: 5000 })
            await page.getByRole('form', { name: `Edit ${name}` }).waitFor()
            await page.getByRole('button', { name: 'Cancel' }).click()
          }
        }
        // Delete opens its question by a real click; Cancel keeps the persona.
        await list.getByRole('button', { name: 'Delete Coding Sensei' }).click({ timeout: 5000 })
        await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()

        // Greetings are swipes; the one shown is the one in context.
        await list.getByRole('button', { name: 'Chat with Liora of the Ashen Vale' }).click()
        const chat = page.getByRole('region', { name: 'Chat with Liora of the Ashen Vale' })
        await chat.getByText(`You are safe now, ${username}.`).waitFor()
        await chat.getByRole('button', { name: 'Next greeting' }).click()
        await chat.getByText(`Awake at last, ${username}?`).waitFor()
        await chat.getByText('2/3').waitFor()
        const field = chat.getByRole('textbox', { name: 'Message Liora of the Ashen Vale' })
        await field.fill(`Where is the river ${label}?`)
        await field.press('Enter')
        await chat.getByText(`You said: Where is the river ${label}?`).waitFor()
        expect(lastRequest()[1]).toEqual({
          role: 'assistant',
          content: `Awake at last, ${username}?`,
        })
        expect(lastRequest()[0]!.content).toContain('The river Sel runs cold.')
        expect(lastRequest()[0]!.content).not.toContain('HumanCodex')

        // What the model received: the messages, the entry that fired marked, the tokens.
        await chat.getByRole('button', { name: 'What the model received' }).last().click()
        const dialog = page.getByRole('dialog', { name: 'What the model received' })
        await dialog.getByText('Lorebook: River lore').waitFor()
        await dialog.getByText(/\d+ messages, [\d,]+ tokens/).waitFor()
        await shoot(page, `cards-received-${label}`)
        await page.keyboard.press('Escape')

        // Edit the lorebook entry; the next prompt carries the edit.
        await list.getByRole('button', { name: 'Edit Liora of the Ashen Vale' }).click()
        const form = page.getByRole('form', { name: 'Edit Liora of the Ashen Vale' })
        await form.locator('summary', { hasText: 'River lore' }).click()
        await form.getByLabel('Content', { exact: true }).fill('The river Sel froze this winter.')
        await form.getByLabel('Keys', { exact: true }).fill('river, ice')
        await shoot(page, `cards-lorebook-${label}`)
        await form.getByRole('button', { name: 'Save persona' }).click()
        const again = page.getByRole('region', { name: 'Chat with Liora of the Ashen Vale' })
        const next = again.getByRole('textbox', { name: 'Message Liora of the Ashen Vale' })
        await next.fill(`Is there ice ${label}?`)
        await next.press('Enter')
        await again.getByText(`You said: Is there ice ${label}?`).waitFor()
        expect(lastRequest()[0]!.content).toContain('The river Sel froze this winter.')
      } catch (error) {
        await page.screenshot({ path: `/tmp/hc-character-cards-fail-${label}.png`, fullPage: true })
        throw error
      } finally {
        await context.close()
      }
    })
  }
})
