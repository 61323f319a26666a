import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signUpInBrowser } from './support/accounts'
import { openPage, PHONE } from './support/browser'
import { describedBy } from './support/described-by'
import { useServerAndBrowser } from './support/harness'
import { scriptErrors } from './support/home'
import { startFakeOpenAiServer } from '../support/fake-model'

// Maintenance and running the checks are for administrators only: each test that does either
// signs up one of these.
// Where this server looks for the last test run's counts: absent until a test writes it.
const testSummaryFile = path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'hc-e2e-tests-')),
  'test-summary.json',
)
const env = useServerAndBrowser({
  ADMIN_USERNAMES: 'e2e_admin,e2e_admin_2,e2e_checker,e2e_linker,e2e_models',
  TEST_SUMMARY_FILE: testSummaryFile,
})

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })

async function open(
  path: string,
  title: string,
  viewport?: { width: number; height: number },
  signUpAs?: string,
) {
  const opened = await openPage(env.browser, env.server.baseUrl, viewport)
  if (signUpAs) await signUpInBrowser(opened.page, signUpAs, { path })
  else await opened.page.goto(path)
  await opened.page.getByRole('heading', { level: 1, name: title }).waitFor()
  return opened
}

async function api(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${env.server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: env.server.baseUrl },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.ok).toBe(true)
  return response.json() as Promise<unknown>
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe('the verification matrix', () => {
  it('runs every check and shows each result with its duration and detail', async () => {
    const { page, context, errors } = await open(
      '/truth-verification-matrix',
      'Truth Verification Matrix',
      undefined,
      'e2e_checker',
    )
    const checks = (await api('GET', '/api/agent-zero/checks')) as { id: string; name: string }[]
    const table = page.getByRole('table', { name: 'Integrity checks and their latest results' })
    await table.getByRole('row').nth(checks.length).waitFor()
    expect(await table.getByText('Not run').count()).toBe(checks.length)

    await page.getByRole('button', { name: 'Run all checks' }).click()
    await page.getByText(new RegExp(`^\\d+ of ${checks.length} checks passed$`)).waitFor()
    expect(await table.getByText('Not run').count()).toBe(0)
    for (const check of checks) {
      const row = table.getByRole('row', { name: new RegExp(check.name) })
      expect(await row.innerText()).toMatch(/(Passed|Failed)[\s\S]*\d+(\.\d)? (ms|s)/)
    }
    await table
      .getByRole('row', { name: /Database reachable/ })
      .getByText(/migrations applied/)
      .waitFor()

    // One check on its own; the run is recorded as an observation.
    await page.getByRole('button', { name: 'Run Disk space for the data directory' }).click()
    await expect
      .poll(async () => {
        const list = (await api('GET', '/api/agent-zero/observations?limit=5')) as {
          type: string
          data: { checks?: { id: string }[] }
        }[]
        return list.find((o) => o.type === 'system-verification')?.data.checks?.map((c) => c.id)
      })
      .toEqual(['disk-space'])
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('is read-only, saying why, for visitors and users who are not administrators', async () => {
    const { page, context, errors } = await open(
      '/truth-verification-matrix',
      'Truth Verification Matrix',
    )
    const runAll = page.getByRole('button', { name: 'Run all checks' })
    const runOne = page.getByRole('button', { name: 'Run Disk space for the data directory' })
    await page.getByText('Sign in as an administrator to run the checks.').waitFor()
    for (const button of [runAll, runOne]) {
      expect(await button.isDisabled()).toBe(true)
      expect(await describedBy(button)).toBe('Sign in as an administrator to run the checks.')
    }
    await signUpInBrowser(page, 'e2e_reader', { path: '/truth-verification-matrix' })
    await page.getByText('Only administrators can run the checks.').waitFor()
    expect(await runAll.isDisabled()).toBe(true)
    expect(await describedBy(runAll)).toBe('Only administrators can run the checks.')
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/agent-zero/checks/run', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return res.status
    })
    expect(refused).toBe(403)

    // The integration matrix only reads the results, so it works for everyone.
    await page.goto('/self-repair-dashboard')
    await page.getByRole('tab', { name: 'Integration Status' }).click()
    const matrix = page.getByRole('table', { name: 'Integration status' })
    await expect.poll(() => matrix.getByText('complete', { exact: true }).count()).toBe(8)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('system enhancements', () => {
  it('shows real tiles and coverage, optimizes and syncs with their results', async () => {
    const { page, context, errors } = await open(
      '/self-repair-dashboard',
      'Self-Repair Dashboard',
      undefined,
      'e2e_admin',
    )
    const health = (await api('GET', '/api/system/health')) as {
      totalComponents: number
      enhancedComponents: number
    }
    const coverage = Math.round((health.enhancedComponents / health.totalComponents) * 100)
    const bar = page.getByRole('progressbar', { name: 'Enhancement progress' })
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe(String(coverage))
    await page
      .getByText(`${coverage}% (${health.enhancedComponents} of ${health.totalComponents})`)
      .waitFor()
    await page.getByText('Total components').waitFor()
    // The load reads as the machine's load average and its share per core, not a percentage.
    const load = page.getByRole('definition').filter({ hasText: / per core on \d+ cores?: / })
    expect(await load.innerText()).toMatch(
      /^\d+\.\d per core on \d+ cores?: (room to spare|nearly full|work is waiting) · memory /,
    )
    expect(await load.locator('xpath=preceding-sibling::dd').innerText()).toMatch(/^\d+\.\d$/)

    await page.getByRole('button', { name: 'Optimize' }).click()
    const result = page.getByRole('region', { name: 'Maintenance result' })
    await result.getByText(/^Optimized in \d+ ms\./).waitFor()
    await result.getByText('VACUUM ANALYZE on every table').waitFor()
    await toastRegion(page).getByText('System Optimized').waitFor()
    expect(await page.getByRole('button', { name: 'Sync System' }).isEnabled()).toBe(true)

    await page.getByRole('button', { name: 'Sync System' }).click()
    await result.getByText(/^Synced in \d+ ms\./).waitFor()
    await result.getByText(/search index rebuilt: \d+ documents/).waitFor()

    await page.getByRole('tab', { name: 'Active Enhancements' }).click()
    const list = page.getByRole('list', { name: 'Active enhancements' })
    expect(await list.getByRole('listitem').count()).toBe(health.totalComponents)

    await page.getByRole('tab', { name: 'Performance Metrics' }).click()
    await page.getByRole('img', { name: 'Requests per minute' }).waitFor()

    await page.getByRole('tab', { name: 'Integration Status' }).click()
    const matrix = page.getByRole('table', { name: 'Integration status' })
    expect(await matrix.getByRole('row').count()).toBe(10)
    await matrix
      .getByRole('row', { name: /ChatGPT portals/ })
      .getByText('partial')
      .waitFor()
    await expect.poll(() => matrix.getByText('complete', { exact: true }).count()).toBe(8)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('keeps maintenance disabled, saying why, for visitors and for users who are not administrators', async () => {
    const { page, context, errors } = await open('/system-dashboard', 'System Dashboard')
    const buttons = [
      page.getByRole('button', { name: 'Sync System' }),
      page.getByRole('button', { name: 'Optimize' }),
    ]
    await page.getByText('Sign in as an administrator to run maintenance.').waitFor()
    for (const button of buttons) {
      expect(await button.isDisabled()).toBe(true)
      expect(await describedBy(button)).toBe('Sign in as an administrator to run maintenance.')
    }
    const anonymous = await page.evaluate(async () => {
      const res = await fetch('/api/system/optimize', { method: 'POST' })
      return { status: res.status, body: await res.json() }
    })
    expect(anonymous).toEqual({ status: 401, body: { message: 'Sign in to optimize the system.' } })

    await signUpInBrowser(page, 'e2e_member', { path: '/system-dashboard' })
    await page.getByText('Only administrators can run maintenance.').waitFor()
    for (const button of buttons) {
      expect(await button.isDisabled()).toBe(true)
      expect(await describedBy(button)).toBe('Only administrators can run maintenance.')
    }
    const member = await page.evaluate(async () => {
      const res = await fetch('/api/system/sync', { method: 'POST' })
      return res.status
    })
    expect(member).toBe(403)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('shows the failure when optimizing fails', async () => {
    const { page, context } = await open(
      '/system-dashboard',
      'System Dashboard',
      undefined,
      'e2e_admin_2',
    )
    await page.route('**/api/system/optimize', (route) =>
      route.fulfill({ status: 400, json: { message: 'Database is busy' } }),
    )
    await page.getByRole('button', { name: 'Optimize' }).click()
    await toastRegion(page).getByText('System optimization failed').waitFor()
    await toastRegion(page).getByText('Database is busy').waitFor()
    await context.close()
  })

  it('is the home section system-enhancements, reached from the companion', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open AI companion' }).click()
    const companion = page.getByRole('region', { name: 'AI companion' })
    await companion.getByRole('tab', { name: 'Navigate' }).click()
    await companion.getByRole('button', { name: /^System Enhancements/ }).click()
    await toastRegion(page).getByText('Found it!').waitFor()
    const section = page.locator('#system-enhancements')
    await section.getByRole('heading', { level: 2, name: 'System Enhancements' }).waitFor()
    await section.getByRole('button', { name: 'Sync System' }).waitFor()
    await section.getByRole('progressbar', { name: 'Enhancement progress' }).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('the operator screens', () => {
  it('monitors the server live and can pause', async () => {
    const { page, context, errors } = await open(
      '/comprehensive-monitoring',
      'Comprehensive Monitoring',
    )
    await page
      .getByText(/Refreshing every 5 s · [2-9] readings so far/)
      .waitFor({ timeout: 15_000 })
    await page.getByRole('img', { name: 'Requests per minute' }).waitFor()
    await page.getByRole('img', { name: 'Memory per reading' }).waitFor()
    const routes = page.getByRole('table', { name: 'Busiest routes' })
    await routes.getByRole('row').nth(1).waitFor()
    expect(await routes.getByRole('row').nth(1).innerText()).toMatch(/^(GET|POST) \//)
    await page.getByRole('button', { name: 'Pause' }).click()
    await page.getByText('Paused.').waitFor()
    await page.getByRole('button', { name: 'Resume' }).click()
    await page.getByText(/^Refreshing every 5 s/).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('gives the kernel overview with recent events', async () => {
    await api('POST', '/api/agent-zero/invoke', { query: 'observe genesis', type: 'genesis' })
    const { page, context, errors } = await open('/codex-dashboard', 'Codex Dashboard')
    await page.getByText('Board messages').waitFor()
    await page.getByText('Offline engine').waitFor()
    await page
      .getByRole('list', { name: 'Recent events' })
      .getByText(/Genesis observed/)
      .first()
      .waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('lists this instance and verifies the event fan-out', async () => {
    const { page, context, errors } = await open(
      '/universal-system-linker',
      'Universal System Linker',
      undefined,
      'e2e_linker',
    )
    await page.getByRole('table', { name: 'Instances' }).getByText('This instance').waitFor()
    await page.getByText('Auto messaging').waitFor()
    await page.getByText('This browser is connected to the live event stream.').waitFor()
    await page.getByRole('button', { name: 'Run all checks' }).click()
    await page.getByText('2 of 2 checks passed').waitFor()
    await page.getByText(/^[1-9]\d* live observations? received here/).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('shows the directives, the limits and the audit trail', async () => {
    await api('POST', '/api/agent-zero/invoke', { query: 'audit memory', type: 'audit' })
    const { page, context, errors } = await open(
      '/ethical-governance-enhancement',
      'Ethical Governance',
    )
    expect(
      await page.getByRole('list', { name: 'Core directives' }).getByRole('listitem').count(),
    ).toBe(7)
    await page.getByText('10 a day').waitFor()
    await page.getByText('4,000 characters').waitFor()
    const trail = page.getByRole('list', { name: 'Audit trail' })
    await trail
      .getByText(/Audit passed all \d+ checks/)
      .first()
      .waitFor()
    expect(await trail.getByText(/Invoked:/).count()).toBe(0)
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('tracks counts over time by entity and type', async () => {
    await api('POST', '/api/ai-messages', {
      content: 'Counting the days of the codex',
      messageType: 'discovery',
    })
    const { page, context, errors } = await open(
      '/consciousness-evolution-tracker',
      'Evolution Tracker',
    )
    const entities = page.getByRole('table', { name: 'Board messages by entity: totals' })
    // A person's post counts under People, never as an agent of its own.
    await entities.getByRole('row', { name: /People/ }).waitFor()
    const types = page.getByRole('table', { name: 'Board messages by type: totals' })
    await types.getByRole('row', { name: /Discovery/ }).waitFor()
    await page
      .getByRole('table', { name: 'Observations by type: totals' })
      .getByRole('row')
      .first()
      .waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('shows the areas with their real status and the changelog', async () => {
    const { page, context, errors } = await open('/next-phase-dashboard', 'Next Phase')
    const areas = page.getByRole('list', { name: 'Platform areas' })
    const development = areas.getByRole('listitem').filter({ hasText: 'AI Development' })
    await development.getByText('live', { exact: true }).waitFor()
    await development.getByText('2 of 2 paths live').waitFor()
    await page
      .getByText(/^\d+ of \d+$/)
      .first()
      .waitFor()
    // Test counts only from a recorded run, never made up.
    const tests = page.getByRole('region', { name: 'Tests' })
    await tests.getByText('No test run recorded on this server.', { exact: false }).waitFor()
    fs.writeFileSync(
      testSummaryFile,
      JSON.stringify({
        finishedAt: '2026-11-23T22:40:00.000Z',
        passed: 1530,
        failed: 2,
        skipped: 1,
        suites: [
          { name: 'pglite', passed: 1200, failed: 0, skipped: 1 },
          { name: 'e2e', passed: 330, failed: 2, skipped: 0 },
        ],
      }),
    )
    await page.reload()
    await tests.getByText('1,530 of 1,532').waitFor()
    await tests.getByText(/: 2 failed, 1 skipped\.$/).waitFor()
    await tests.getByText('end-to-end (browser): 330 passed, 2 failed').waitFor()
    fs.rmSync(path.dirname(testSummaryFile), { recursive: true, force: true })
    await page.getByRole('tab', { name: 'Changelog' }).click()
    await page.getByRole('heading', { name: 'Unreleased' }).waitFor()
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })

  it('connects a model in the app: the next chat message uses it, and a failing one falls back', async () => {
    const fake = await startFakeOpenAiServer()
    const { page, context, errors } = await open(
      '/model-connections',
      'Model Connections',
      undefined,
      'e2e_models',
    )
    try {
      await page.getByText('No connection yet').waitFor()
      const form = page.getByRole('form', { name: 'Add a connection' })
      await form.getByLabel('Name').fill('Fake model')
      await form.getByLabel('Base URL').fill(fake.baseUrl)
      await form.getByLabel('Context window (tokens)').fill('4096')
      await form.getByRole('button', { name: 'Add connection' }).click()
      await page.getByRole('heading', { level: 3, name: 'Fake model' }).waitFor()
      await page.getByText('Window 4,096 tokens').waitFor()
      if (process.env.HC_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.HC_SCREENSHOTS}/connections-1280.png` })
      await page.getByText('Reachable', { exact: true }).waitFor()
      await page.getByLabel('Default model').selectOption({ label: 'echo' })
      await page.getByRole('button', { name: 'Save models' }).click()
      await page.getByText('Saved: the next message uses them.').waitFor()

      const chat = page.locator('#ai-interface')
      const send = async (text: string) => {
        const field = page.getByRole('textbox', { name: 'Message Eve' })
        await field.fill(text)
        await field.press('Enter')
      }
      await page.goto('/')
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Chat', exact: true })
        .click()
      await chat.getByRole('tab', { name: /Eve/ }).click()
      await send('hello from the settings journey')
      const log = page.getByRole('log', { name: 'Conversation with Eve' })
      await log.getByText('You said: hello from the settings journey').waitFor()

      // The model starts answering garbage: the offline engine answers, and the reply says so.
      await page.evaluate(async () => {
        const { connections } = await (await fetch('/api/connections')).json()
        await fetch('/api/connections/choices', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ default: { connectionId: connections[0].id, model: 'garbage' } }),
        })
      })
      await send('How do I start meditating?')
      await log.getByText('offline answer in place of the model').waitFor()
      await log
        .getByRole('note')
        .getByText(/The AI model is not answering; here is the offline answer/)
        .waitFor()

      // The tokens those turns took, under the person and the model that answered.
      await page.goto('/model-connections')
      const usage = page.getByRole('table', { name: 'Tokens per day, person and model' })
      const echoRow = usage.getByRole('row', { name: /e2e_models echo 1 / })
      await echoRow.waitFor()
      if (process.env.HC_SCREENSHOTS) {
        await usage.scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${process.env.HC_SCREENSHOTS}/tokens-by-day-1280.png` })
        await page.setViewportSize({ width: 390, height: 844 })
        await usage.scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${process.env.HC_SCREENSHOTS}/tokens-by-day-390.png` })
        await page.screenshot({
          path: `${process.env.HC_SCREENSHOTS}/connections-390.png`,
          fullPage: true,
        })
      }
      expect(scriptErrors(errors)).toEqual([])
    } finally {
      await context.close()
      await fake.close()
    }
  })

  it('fits a phone screen everywhere', async () => {
    const { page, context, errors } = await openPage(env.browser, env.server.baseUrl, PHONE)
    for (const path of [
      '/truth-verification-matrix',
      '/system-dashboard',
      '/comprehensive-monitoring',
      '/codex-kernel',
      '/distributed-node-preparation',
      '/ethical-governance-enhancement',
      '/consciousness-evolution-tracker',
      '/ai-development-dashboard',
      '/model-connections',
    ]) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.waitForTimeout(800)
      expect({ path, fits: await noHorizontalOverflow(page) }).toEqual({ path, fits: true })
    }
    expect(scriptErrors(errors)).toEqual([])
    await context.close()
  })
})
