import type { Page } from 'playwright-core'
import { expect } from 'vitest'

export const TEST_PASSWORD = 'long-enough-password'

/** Waits until the header shows `username` as the signed-in account. */
export async function waitForSignedIn(page: Page, username: string) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^Account: ${username}`) })
    .waitFor()
}

/**
 * A new account (Premium when asked) through the API from this page, so the session cookie
 * lands in its browser context; then a reload so the page picks the session up. The account
 * journeys themselves are tested through the forms in auth.e2e.ts.
 */
export async function signUpInBrowser(
  page: Page,
  username: string,
  { path = '/', premium = false }: { path?: string; premium?: boolean } = {},
) {
  await page.goto(path)
  const statuses = await page.evaluate(
    async ({ username, password, premium }) => {
      const post = (url: string, body: object) =>
        fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }).then((response) => response.status)
      let registered = await post('/api/register', {
        username,
        email: `${username}@example.com`,
        password,
      })
      // CI runs a failed browser test once more (decision 211): the retry finds the account its
      // first try made and signs in to it, rather than failing on the name being taken.
      if (registered === 409 && (await post('/api/login', { username, password })) === 200) {
        registered = 201
      }
      return premium
        ? [registered, await post('/api/upgrade-premium', { plan: 'pro' })]
        : [registered]
    },
    { username, password: TEST_PASSWORD, premium },
  )
  expect(statuses).toEqual(premium ? [201, 200] : [201])
  await page.reload()
  await waitForSignedIn(page, username)
}
