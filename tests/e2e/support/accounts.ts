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
 * A POST to the app from this page's browser context (`context.request`), which shares the
 * context's cookies both ways: a session cookie the answer sets is the page's from then on.
 * It carries `Sec-Fetch-Site: same-origin`, as the page's own fetch does, for the CSRF check.
 */
const postFromContext = async (page: Page, url: string, body: object) =>
  (
    await page.context().request.post(url, {
      data: body,
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      failOnStatusCode: false,
    })
  ).status()

/**
 * A new account (Premium when asked) through the API in this page's context, so the session
 * cookie is there before the page first opens `path`: one page load, not a load, a sign-up and
 * a reload. The account journeys themselves are tested through the forms in auth.e2e.ts.
 */
export async function signUpInBrowser(
  page: Page,
  username: string,
  { path = '/', premium = false }: { path?: string; premium?: boolean } = {},
) {
  let registered = await postFromContext(page, '/api/register', {
    username,
    email: `${username}@example.com`,
    password: TEST_PASSWORD,
  })
  // CI runs a failed browser test once more (decision 211): the retry finds the account its
  // first try made and signs in to it, rather than failing on the name being taken.
  if (registered === 409 && (await signInStatus(page, username)) === 200) registered = 201
  const statuses = premium
    ? [registered, await postFromContext(page, '/api/upgrade-premium', { plan: 'pro' })]
    : [registered]
  expect(statuses).toEqual(premium ? [201, 200] : [201])
  await page.goto(path)
  await waitForSignedIn(page, username)
}

const signInStatus = (page: Page, username: string) =>
  postFromContext(page, '/api/login', { username, password: TEST_PASSWORD })

/** Signs this page's context in to an existing account, then opens `path` signed in. */
export async function signInInBrowser(page: Page, username: string, { path = '/' } = {}) {
  expect(await signInStatus(page, username)).toBe(200)
  await page.goto(path)
  await waitForSignedIn(page, username)
}
