import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeModel, type FakeModel } from '../support/fake-model'
import { launchBrowser, openPage, PHONE } from './support/browser'
import { scriptErrors } from './support/home'
import { startServer, type RunningServer } from './support/server'

// A reasoning model (vLLM's reasoning_content) answering every persona, 400 ms between chunks.
let fake: FakeModel
let server: RunningServer
let browser: Browser
beforeAll(async () => {
  fake = await startFakeModel({ chunkDelayMs: 400 })
  ;[server, browser] = await Promise.all([
    startServer({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'reasoning', AI_API_KEY: 'sk-test' }),
    launchBrowser(),
  ])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await fake?.close()
})

describe('chat with a reasoning model', () => {
  it.each([
    ['desktop', undefined],
    ['phone', PHONE],
  ])('shows the answer, its thinking collapsed under it (%s)', async (name, viewport) => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, viewport)
    try {
      await page.goto('/#ai-interface')
      const chat = page.locator('#ai-interface')
      await chat.getByRole('tab', { name: /Eve/ }).click()
      const field = page.getByRole('textbox', { name: 'Message Eve' })
      await field.fill('Hello there')
      await field.press('Enter')
      const log = page.getByRole('log', { name: 'Conversation with Eve' })
      // While it thinks, before any word of the answer.
      await log.getByText('Thinking…').waitFor()
      const reply = log.getByRole('listitem').last()
      await reply.getByText('Hello from the model.').waitFor()
      const thoughts = reply.locator('details')
      await thoughts.getByText(/^Thought for \d+ s$/).waitFor()
      // Collapsed: the thinking is not shown until asked for, and never in the answer.
      expect(await reply.getByText('I greet back.').isVisible()).toBe(false)
      expect(await reply.innerText()).not.toMatch(/greet/)
      await thoughts.locator('summary').click()
      await reply.getByText('The person greets me. I greet back.').waitFor()
      await page.screenshot({ path: `/tmp/hc-reasoning-${name}.png` })
      // Kept out of the history sent back upstream.
      await field.fill('And now?')
      await field.press('Enter')
      await log.getByRole('listitem').nth(3).getByText('Hello from the model.').waitFor()
      const sent = fake.requests.at(-1)!.messages
      // The thinking is never sent back. Matched as said: the product's own docs, retrieved into
      // the prompt, talk about persona greetings.
      const prompt = sent.map((message) => message.content).join('\n')
      expect(prompt).not.toContain('The person greets me')
      expect(prompt).not.toContain('I greet back')
      expect(scriptErrors(errors)).toEqual([])
    } catch (error) {
      await page.screenshot({ path: `/tmp/hc-reasoning-fail-${name}.png` })
      throw error
    } finally {
      await context.close()
    }
  })
})
