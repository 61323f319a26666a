import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'

const env = useServerAndBrowser()

const step = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(title) }) })

describe('onboarding tour', () => {
  it('hello to a persona, an account, three areas; progress is kept', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/onboarding')
    await page.getByText('0 of 3 steps done').waitFor()

    await page.getByRole('radio', { name: /Eve/ }).click()
    await page.getByRole('textbox', { name: 'Say hello to Eve' }).fill('Hello there!')
    await page.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Eve replied:').waitFor()
    await step(page, 'Meet a persona')
      .getByRole('heading', { name: /\(done\)/ })
      .waitFor()

    const account = step(page, 'Create your account')
    await account.getByLabel('Username').fill('tour_taker')
    await account.getByLabel('Email').fill('tour@example.com')
    await account.getByLabel('Password').fill('long-enough-password')
    await account.getByRole('checkbox', { name: /I agree to the terms/ }).click()
    await account.getByRole('button', { name: 'Create Account' }).click()
    await account.getByText('Signed in as').waitFor()
    await page.getByText('2 of 3 steps done').waitFor()

    for (const title of ['Teachings', 'Bookstore', 'Platform Guide']) {
      await step(page, 'Visit three areas')
        .getByRole('link', { name: new RegExp(`^${title}`) })
        .click()
      await page.waitForURL((url) => url.pathname !== '/onboarding')
      await page.goBack()
      await page.getByRole('heading', { level: 1, name: 'Your first steps in the codex' }).waitFor()
    }
    await page.getByText('Tour complete: welcome to the codex!').waitFor()

    await page.reload()
    await page.getByText('Tour complete: welcome to the codex!').waitFor()
    await page.getByRole('button', { name: 'Start again' }).click()
    await page.getByText('1 of 3 steps done').waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})
