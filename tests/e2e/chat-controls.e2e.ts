import type { Page } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { signUpInBrowser } from './support/accounts'
import { DESKTOP, openPage, PHONE } from './support/browser'
import { useServerWithEchoModel } from './support/harness'
import { scriptErrors } from './support/home'

// The chat controls (docs/product/persona-chat.md "Chat controls", decision 205) against a
// model that repeats the question ("You said: …"), so an answer can hold a code block.
const env = useServerWithEchoModel()

const chat = (page: Page) => page.locator('#ai-interface')
const log = (page: Page) => page.getByRole('log', { name: 'Conversation with Adam' })
const messages = (page: Page) => log(page).locator(':scope > ol > li')
const settled = (page: Page) =>
  page.locator('[role="log"][aria-label="Conversation with Adam"][aria-busy="false"]')
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

async function ask(page: Page, question: string) {
  const field = page.getByRole('textbox', { name: 'Message Adam' })
  await field.fill(question)
  await field.press('Enter')
  // Polled rather than waited for, so a failure says what the last message held, and whether
  // the model was asked at all (an offline answer in place of the model, or none asked of it).
  try {
    await expect
      .poll(() => messages(page).last().innerText(), { timeout: 30_000 })
      .toMatch(/Answered by\s*echo/)
  } catch {
    const shown = await messages(page).last().innerText()
    const asked = env.fake.requests.at(-1)?.messages.at(-1)?.content
    throw new Error(
      `"${question}" was not answered by echo. The last message: ${JSON.stringify(shown)}. The model was last asked: ${JSON.stringify(asked)}.`,
    )
  }
  await settled(page).waitFor()
}

describe('chat controls', () => {
  // A retry signs up afresh: the first try's account already holds the name.
  let tries = 0
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'new chat, regenerate, edit, copy, delete and the model picker (%s)',
    async (name, viewport) => {
      const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, viewport)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: env.server.baseUrl,
      })
      try {
        await page.goto('/#ai-interface')
        const section = chat(page)
        // The model picker: the persona's model, the administrator's model, the offline engine.
        // It shows the offline engine alone until the list of models has arrived.
        const picker = section.getByRole('combobox', { name: 'Model' }).first()
        await picker.waitFor()
        await vi.waitFor(
          async () =>
            expect(await picker.locator('option').allInnerTexts()).toEqual([
              "The persona's model",
              expect.stringMatching(/^echo/),
              'Offline engine',
            ]),
          { timeout: 10_000 },
        )

        await ask(page, "Show me code:\n```js\nconsole.log('hi')\n```")
        const reply = messages(page).last()
        // Which model answered.
        await reply.getByText('Answered by echo').waitFor()
        await page.screenshot({ path: `/tmp/hc-chat-controls-${name}.png` })
        await section
          .getByRole('tabpanel')
          .first()
          .screenshot({ path: `/tmp/hc-chat-controls-panel-${name}.png` })

        // Copy a code block, then the whole message; the one toast says so.
        await reply.getByRole('button', { name: 'Copy code' }).click()
        await expect.poll(() => clipboard(page)).toBe("console.log('hi')")
        await page
          .getByRole('region', { name: /Notifications/ })
          .getByText('Copied')
          .waitFor()
        await reply.getByRole('button', { name: 'Copy message' }).click()
        await expect.poll(() => clipboard(page)).toMatch(/^You said: Show me code:/)

        // Regenerate: a second answer, 2/2, and back to the first.
        await reply.getByRole('button', { name: 'Regenerate' }).click()
        await reply.getByText('2/2').waitFor()
        await settled(page).waitFor()
        await reply.getByRole('button', { name: 'Previous answer' }).click()
        await reply.getByText('1/2').waitFor()
        await reply.getByRole('button', { name: 'Next answer' }).waitFor()
        expect(env.fake.requests.at(-1)!.messages.at(-1)!.content).toMatch(/^Show me code/)

        // Edit the question: the conversation goes on from the edited one.
        await messages(page).first().getByRole('button', { name: 'Edit' }).click()
        const edit = page.getByRole('textbox', { name: 'Edit your message' })
        await edit.fill('What is the Codex Compass?')
        await page.getByRole('button', { name: 'Send edit' }).click()
        await log(page).getByText('You said: What is the Codex Compass?').waitFor()
        await settled(page).waitFor()
        expect(await messages(page).count()).toBe(2)
        expect(await log(page).getByText('console.log').count()).toBe(0)

        // Keyboard: Tab reaches the reply's controls.
        await messages(page).last().getByRole('button', { name: 'Copy message' }).focus()
        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
          'Regenerate',
        )

        // Delete the answer, then a new chat empties the conversation.
        await messages(page).last().getByRole('button', { name: 'Delete message' }).click()
        await expect.poll(() => messages(page).count()).toBe(1)
        await section.getByRole('button', { name: 'New chat' }).first().click()
        await expect.poll(() => messages(page).count()).toBe(0)
        await log(page).getByText('Say hello to Adam.').waitFor()

        // Nothing wider than the screen.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true)

        // The companion has the picker and New chat too.
        await page.getByRole('button', { name: 'Open AI companion' }).click()
        const companion = page.getByRole('region', { name: 'AI companion' })
        await companion.getByRole('combobox', { name: 'Model' }).first().waitFor()
        await companion.getByRole('button', { name: 'New chat' }).first().waitFor()
        expect(scriptErrors(errors)).toEqual([])
      } catch (error) {
        await page.screenshot({ path: `/tmp/hc-chat-controls-fail-${name}.png` })
        throw error
      } finally {
        await context.close()
      }
    },
  )

  it('renames and pins a saved conversation', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    try {
      await signUpInBrowser(page, `controls_premium_${++tries}`, {
        premium: true,
        path: '/#ai-interface',
      })
      await chat(page).getByRole('tab', { name: /Adam/ }).waitFor()
      await ask(page, 'First saved question')
      const reply = messages(page).last()
      // Saved: regenerate keeps both answers on the server too.
      await reply.getByRole('button', { name: 'Regenerate' }).click()
      await reply.getByText('2/2').waitFor()
      await settled(page).waitFor()

      await page.goto('/memory-branches')
      const list = page.getByRole('list', { name: 'Saved conversations' })
      await list.getByRole('button', { name: /First saved question/ }).click()
      // Reopened, the regenerated answer still has its arrows.
      await page.getByText('2/2').waitFor()
      await page.getByRole('button', { name: 'Rename' }).click()
      const field = page.getByRole('textbox', { name: 'Conversation name' })
      await field.fill('My renamed talk')
      await page.getByRole('button', { name: 'Save name' }).click()
      await list.getByRole('button', { name: /My renamed talk/ }).waitFor()
      await page.getByRole('button', { name: 'Pin', exact: true }).click()
      await list.getByText('pinned').waitFor()
      await page.getByRole('button', { name: 'Unpin' }).waitFor()
      await page.screenshot({ path: '/tmp/hc-chat-controls-history.png' })
      expect(scriptErrors(errors)).toEqual([])
    } catch (error) {
      await page.screenshot({ path: '/tmp/hc-chat-controls-fail-history.png' })
      throw error
    } finally {
      await context.close()
    }
  })

  // Decision 218: the arrows look; "Use this answer" chooses what the conversation goes on from,
  // on the server, so a reopened conversation goes on from it too.
  it.each([
    ['1280', DESKTOP],
    ['390', PHONE],
  ])(
    'goes on from an earlier answer once it is chosen, reopened too (%s px)',
    async (label, viewport) => {
      const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, viewport)
      try {
        await signUpInBrowser(page, `choose_${label}_${++tries}`, {
          premium: true,
          path: '/#ai-interface',
        })
        const section = chat(page)
        const picker = section.getByRole('combobox', { name: 'Model' }).first()
        await picker.waitFor()
        await ask(page, `Tides ${label}?`)
        const reply = messages(page).last()
        // Another answer, from the offline engine, so the two differ.
        await picker.selectOption({ label: 'Offline engine' })
        await reply.getByRole('button', { name: 'Regenerate' }).click()
        await reply.getByText('2/2').waitFor()
        await settled(page).waitFor()
        await picker.selectOption({ label: "The persona's model" })
        await reply.getByRole('button', { name: 'Previous answer' }).click()
        await reply.getByText(`You said: Tides ${label}?`).waitFor()
        const use = reply.getByRole('button', { name: 'Use this answer' })
        await use.waitFor()
        await page.screenshot({ path: `/tmp/hc-use-this-answer-${label}.png` })
        await use.click()
        await use.waitFor({ state: 'detached' })

        await ask(page, `And then ${label}?`)
        const sent = env.fake.requests.at(-1)!.messages
        expect(sent.slice(-3)).toEqual([
          { role: 'user', content: `Tides ${label}?` },
          { role: 'assistant', content: `You said: Tides ${label}?` },
          { role: 'user', content: `And then ${label}?` },
        ])

        // Reopened from the history: the chosen answer is shown (1/2) and the next turn builds on it.
        await page.goto('/memory-branches')
        const list = page.getByRole('list', { name: 'Saved conversations' })
        await list.getByRole('button', { name: new RegExp(`Tides ${label}`) }).click()
        await page.getByLabel('Answer 1 of 2').waitFor()
        const field = page.getByRole('textbox', { name: 'Continue with Adam' })
        await field.fill(`Once more ${label}`)
        await field.press('Enter')
        await page.getByText(`You said: Once more ${label}`).waitFor()
        const again = env.fake.requests.at(-1)!.messages
        expect(again).toContainEqual({ role: 'assistant', content: `You said: Tides ${label}?` })
        expect(again.filter((m) => m.role === 'assistant')).toHaveLength(2)
        await page.screenshot({ path: `/tmp/hc-use-this-answer-reopened-${label}.png` })
        expect(scriptErrors(errors)).toEqual([])
      } catch (error) {
        await page.screenshot({ path: `/tmp/hc-use-this-answer-fail-${label}.png` })
        throw error
      } finally {
        await context.close()
      }
    },
  )
})
