import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openReusedPage, PHONE } from './support/browser'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'
import { signInInBrowser, signUpInBrowser } from './support/accounts'

const env = useServerAndBrowser()

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const course = (page: Page, title: string) => page.getByRole('article', { name: title })

async function enrol(page: Page, title: string, price: number, mentor: string) {
  await course(page, title).getByRole('button', { name: 'Enroll & Start Learning' }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByText('AI Mentored').waitFor()
  await dialog.getByRole('link', { name: `Open ${mentor}'s Portal` }).waitFor()
  await dialog.getByRole('button', { name: `Enroll Now - $${price}` }).click()
  await toastRegion(page).getByText('Course Enrollment').waitFor()
  await toastRegion(page)
    .getByText(`Enrolled in ${title}! Your AI mentor ${mentor} is ready to guide you.`)
    .waitFor()
  await dialog.waitFor({ state: 'detached' })
  await course(page, title).getByText('✓ Enrolled').waitFor()
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe('courses', () => {
  it('a visitor enrols on this device only, with the dialog, toast and ✓ Enrolled', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    await page.goto('/teachings')
    await page.getByRole('tab', { name: 'Practical Arts & Trades' }).waitFor()
    await enrol(page, 'Home Repair Essentials', 49, 'Rogark')
    await page.reload()
    await course(page, 'Home Repair Essentials').getByText('✓ Enrolled').waitFor()
    // Nothing was sent for a visitor.
    const stored = await page.evaluate(() => localStorage.getItem('humancodex.enrollments'))
    expect(JSON.parse(stored!)).toEqual(['home-repair-essentials'])
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('a signed-in enrolment is stored and shows on another device', async () => {
    const first = await openReusedPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(first.page, 'ada_courses', { path: '/teachings' })
    await first.page.getByRole('tab', { name: 'Academic & Formal Disciplines' }).click()
    await enrol(first.page, 'Logic & Critical Thinking', 69, 'Adam Entity')

    const second = await openReusedPage(env.browser, env.server.baseUrl)
    await signInInBrowser(second.page, 'ada_courses', { path: '/teachings' })
    await second.page.getByRole('tab', { name: 'Academic & Formal Disciplines' }).click()
    await course(second.page, 'Logic & Critical Thinking').getByText('✓ Enrolled').waitFor()
    expect(await course(second.page, 'Philosophy of Mind').getByText('✓ Enrolled').count()).toBe(0)
    expect(scriptErrors([...first.errors, ...second.errors])).toEqual([])
    await first.context.close()
    await second.context.close()
  })

  it('a free course opens its link in a new tab with the toast Course Opened', async () => {
    const { page, context } = await openReusedPage(env.browser, env.server.baseUrl)
    // The course site itself is not part of the test: answer for it.
    await context.route('https://drawabox.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Drawabox</title>' }),
    )
    await page.goto('/teachings')
    await page.getByRole('tab', { name: 'Creative Arts & Expression' }).click()
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Drawabox: Drawing Fundamentals/ }).click(),
    ])
    await tab.waitForLoadState()
    expect(tab.url()).toBe('https://drawabox.com/')
    await tab.close()
    await toastRegion(page).getByText('Course Opened').waitFor()
    expect(new URL(page.url()).pathname).toBe('/teachings')
    await context.close()
  })
})

async function tutorAsk(page: Page, mentor: string, question: string) {
  await page.getByRole('textbox', { name: `Message ${mentor}` }).fill(question)
  await page.keyboard.press('Enter')
  const log = page.getByRole('log', { name: `Conversation with ${mentor}` })
  await log.getByRole('listitem').nth(1).waitFor()
  await expect.poll(() => log.getAttribute('aria-busy')).toBe('false')
  return log
}

describe('tutor chat, dashboard and reports', () => {
  it('counts real actions and downloads a Markdown report named by type and date', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    await signUpInBrowser(page, 'bo_learner', { path: '/teachings' })
    await enrol(page, 'The Culinary Craft', 89, 'Meg')

    // The portal button of the dialog leads to the tutor chat with the course's mentor.
    await page.goto('/hive-tutor?course=culinary-craft')
    await page.getByRole('heading', { name: /Tutor chat with Meg/ }).waitFor()
    const log = await tutorAsk(page, 'Meg', 'Where should I start?')
    await log
      .getByText(/The Culinary Craft/)
      .first()
      .waitFor()

    await page.goto('/learning')
    const dashboard = page.getByRole('region', { name: 'Your learning dashboard' })
    await dashboard.getByText('2 of 50 activities · 4%').waitFor()
    // The time is labelled as the estimate it is, with how it is reckoned.
    await dashboard.getByText('Estimated learning time').waitFor()
    await dashboard.getByText('≈ 9 min').waitFor()
    await dashboard.getByText(/^An estimate, not measured time: .*tutor chats 4 min each/).waitFor()
    await dashboard.getByText('1 day').waitFor()
    await dashboard.getByText('Meg', { exact: true }).waitFor()
    const progress = page.getByRole('progressbar', { name: 'Learning progress' })
    expect(await progress.getAttribute('aria-valuenow')).toBe('4')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Weekly Report' }).click(),
    ])
    await toastRegion(page).getByText('Learning Report Generated!').waitFor()
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'))
    expect(download.suggestedFilename()).toBe(`learning-report-weekly-${today}.md`)
    const markdown = fs.readFileSync((await download.path())!, 'utf8')
    expect(markdown).toMatch(/^# Weekly learning report: bo_learner\n/)
    expect(markdown).toContain('| Courses enrolled | 1 |')
    expect(markdown).toContain('| Tutor chats | 1 |')
    expect(markdown).toContain('- Meg: 2')
    expect(markdown).toContain('| The Culinary Craft | Meg |')

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'JSON' }).click(),
    ])
    expect(json.suggestedFilename()).toBe(`learning-report-weekly-${today}.json`)
    expect(JSON.parse(fs.readFileSync((await json.path())!, 'utf8')).totals.activities).toBe(3)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('asks a visitor to sign in for the dashboard', async () => {
    const { page, context } = await openReusedPage(env.browser, env.server.baseUrl)
    await page.goto('/learning')
    await page.getByRole('link', { name: 'Sign in or create an account' }).waitFor()
    expect(await page.getByRole('button', { name: 'Weekly Report' }).count()).toBe(0)
    await context.close()
  })
})

describe('universal learning on the home page', () => {
  it('is reached from quick search and has the four tabs', async () => {
    const { page, context, errors } = await openReusedPage(env.browser, env.server.baseUrl)
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: 'HumanCodex' }).waitFor()
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox', { name: 'Search the codex' }).fill('universal learning')
    await page.getByRole('option').filter({ hasText: 'Universal Learning' }).first().click()
    const section = page.locator('#universal-learning')
    await section.getByRole('heading', { level: 2, name: 'Universal Learning' }).waitFor()
    expect(await section.getByRole('tab').count()).toBe(4)
    await section.getByRole('link', { name: 'Sign in or create an account' }).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('phones', () => {
  it('has no horizontal overflow at 390 px, signed in, with the enrol dialog open', async () => {
    const { page, context } = await openReusedPage(env.browser, env.server.baseUrl, PHONE)
    await signUpInBrowser(page, 'cy_phone_learner', { path: '/teachings' })
    for (const path of ['/teachings', '/hive-tutor', '/education-center', '/learning']) {
      await page.goto(path)
      await page.getByRole('tab', { name: 'Practical Arts & Trades' }).waitFor()
      expect(await noOverflow(page), path).toBe(true)
    }
    await course(page, 'Home Repair Essentials')
      .getByRole('button', { name: 'Enroll & Start Learning' })
      .click()
    await page.getByRole('dialog', { name: 'Home Repair Essentials' }).waitFor()
    expect(await noOverflow(page)).toBe(true)
    await context.close()
  })
})
