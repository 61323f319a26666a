import { describe, expect, it } from 'vitest'
import { liveScreenPaths } from '@/shared/routes'
import { signUpInBrowser } from './support/accounts'
import { openContext as open, openScreen, scanInTwoTabs } from './support/a11y'
import { blockingViolations, describeViolations } from './support/axe'
import { DESKTOP, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { watchRequests } from './support/network'

// The keyboard and dialog checks are in accessibility-keyboard.e2e.ts: two files run side by side.
const env = useServerAndBrowser()
const openContext = (viewport = DESKTOP) => open(env, viewport)

const screens = liveScreenPaths()

describe('axe-core on every live screen', () => {
  it(
    `finds no serious or critical violation on the ${screens.length} screens at 1280 px`,
    {
      timeout: 300_000,
    },
    async () => {
      const { context, page } = await openContext(DESKTOP)
      const problems = await scanInTwoTabs(context, page, screens, '1280 px')
      await context.close()
      expect(problems).toEqual([])
    },
  )

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
      ],
      'signed in',
    )
    await context.close()
    expect(problems).toEqual([])
  })
})
