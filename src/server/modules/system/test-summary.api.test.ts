import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-test-summary-'))
const file = path.join(dir, 'test-summary.json')
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ testSummaryFile: file })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const read = async () => (await t.app.inject({ url: '/api/system/test-summary' })).json()

describe('GET /api/system/test-summary', () => {
  it('says null when no run was recorded, or the file is not a summary', async () => {
    expect(await read()).toEqual({ summary: null })
    fs.writeFileSync(file, '{"passed": "many"}')
    expect(await read()).toEqual({ summary: null })
    fs.writeFileSync(file, 'not json')
    expect(await read()).toEqual({ summary: null })
  })

  it('gives the recorded counts as they are', async () => {
    const summary = {
      finishedAt: '2026-11-23T22:40:00.000Z',
      passed: 1530,
      failed: 2,
      skipped: 1,
      suites: [
        { name: 'pglite', passed: 1200, failed: 0, skipped: 1 },
        { name: 'e2e', passed: 330, failed: 2, skipped: 0 },
      ],
    }
    fs.writeFileSync(file, JSON.stringify(summary))
    expect(await read()).toEqual({ summary })
  })
})
