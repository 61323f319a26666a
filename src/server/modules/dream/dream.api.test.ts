import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DREAM_THEMES } from '@/shared/dream'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { pickTheme } from './service'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('dream mode musings', () => {
  it('streams a musing from the AI engine as text, naming its theme', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dream/musing',
      payload: { persona: 'eve' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.headers['x-ai-engine']).toBe('offline')
    const theme = decodeURIComponent(String(res.headers['x-dream-theme']))
    expect(DREAM_THEMES).toContain(theme)
    expect(res.body.trim().length).toBeGreaterThan(20)
  })

  it('refuses an unknown persona (404) and what is no persona id (400)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dream/musing',
      payload: { persona: 'zeus' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(
      'No persona named "zeus" that you can dream with. See /personas for the list.',
    )
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/dream/musing',
      payload: { persona: 'Zeus!' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^persona: /)
  })

  it('never dreams the same theme twice in a row', () => {
    for (const theme of DREAM_THEMES)
      for (let i = 0; i < 20; i++) expect(pickTheme(theme)).not.toBe(theme)
    expect(pickTheme(undefined, () => 0)).toBe(DREAM_THEMES[0])
  })
})
