import { describe, expect, it } from 'vitest'
import { signUpInBrowser } from './support/accounts'
import { openContext as open, openScreen, scanInTwoTabs } from './support/a11y'
import { blockingViolations, describeViolations } from './support/axe'
import { DESKTOP, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { watchRequests } from './support/network'

// Every live screen at 1280 px is scanned by the desktop route walk (support/route-walk.ts) as
// it opens them; the keyboard and dialog checks are in accessibility-keyboard.e2e.ts.
// axe_reader is an administrator, so the Administration screen is scanned with its people list.
const env = useServerAndBrowser({ ADMIN_USERNAMES: 'axe_reader' })
const openContext = (viewport = DESKTOP) => open(env, viewport)

describe('axe-core beyond the desktop walk', () => {
  it(
    'finds none at 390 px on a representative set, the open menu included',
    {
      timeout: 120_000,
    },
    async () => {
      const { context, page } = await openContext(PHONE)
      const phoneScreens = [
        '/eva-alex-consciousness',
        '/messaging-board',
        '/learning',
        '/teachings',
        '/knowledge-editor',
        '/bookstore',
        '/agents',
        '/audio',
        '/omni-data-center',
        '/platform-guide',
      ]
      const problems = await scanInTwoTabs(context, page, phoneScreens, '390 px')
      await openScreen(page, watchRequests(page), '/', false)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.locator('#mobile-sections').waitFor()
      problems.push(
        ...describeViolations('/ with the menu open (390 px)', await blockingViolations(page)),
      )
      await context.close()
      expect(problems).toEqual([])
    },
  )

  it('finds none on the signed-in screens of a Premium account', { timeout: 120_000 }, async () => {
    const { context, page } = await openContext(DESKTOP)
    await signUpInBrowser(page, 'axe_reader', { premium: true })
    const problems = await scanInTwoTabs(
      context,
      page,
      [
        '/memory-editor',
        '/memory-branches',
        '/knowledge-editor',
        '/audio',
        '/video-manager',
        '/learning',
        '/ai-response-enhancement',
        '/candidate-bridge',
        '/account',
        '/admin',
      ],
      'signed in',
    )
    await context.close()
    expect(problems).toEqual([])
  })
})
