import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const view = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/page-views', payload, headers })

describe('the page-view beacon and the marketing console', () => {
  it('counts views, visitors and referrers per screen without storing who', async () => {
    // Browser 1 arrives from a search engine, reads the platform guide twice.
    expect(
      (
        await view({
          path: '/',
          referrer: 'www.search.example',
          firstViewOfPath: true,
          firstViewOfDay: true,
        })
      ).statusCode,
    ).toBe(204)
    await view({ path: '/platform-guide', firstViewOfPath: true, firstViewOfDay: false })
    await view({ path: '/platform-guide?tab=2#x', firstViewOfPath: false, firstViewOfDay: false })
    // Browser 2 comes straight in, follows /home (a redirect) and mistypes an address.
    await view({ path: '/home', firstViewOfPath: true, firstViewOfDay: true })
    await view({ path: '/secret/alice@example.com', firstViewOfPath: true, firstViewOfDay: false })
    // Browser 3 comes from a forum, but says the referrer on a later view: only entries count it.
    await view({
      path: '/',
      referrer: 'forum.example',
      firstViewOfPath: true,
      firstViewOfDay: true,
    })
    await view({
      path: '/platform-guide',
      referrer: 'ignored.example',
      firstViewOfPath: true,
      firstViewOfDay: false,
    })

    const res = await t.app.inject({ url: '/api/marketing/summary?days=7' })
    expect(res.statusCode).toBe(200)
    const summary = res.json()
    expect(summary.totals).toEqual({ views: 7, visitors: 3 })
    expect(summary.byDay).toHaveLength(7)
    expect(summary.byDay.at(-1)).toMatchObject({ views: 7, visitors: 3 })
    expect(summary.byScreen).toEqual([
      { path: '/', title: 'Home', views: 3, visitors: 3 },
      { path: '/platform-guide', title: 'Platform Guide', views: 3, visitors: 2 },
      { path: '(not found)', title: 'Page not found', views: 1, visitors: 1 },
    ])
    expect(summary.referrers).toEqual([
      { host: 'forum.example', visits: 1 },
      { host: 'www.search.example', visits: 1 },
    ])
    expect(summary.directVisits).toBe(1)
    expect(JSON.stringify(summary)).not.toContain('alice')
  })

  it('leaves our own host out of the referrers', async () => {
    await view({
      path: '/blog',
      referrer: 'localhost',
      firstViewOfPath: true,
      firstViewOfDay: true,
    })
    const summary = (await t.app.inject({ url: '/api/marketing/summary' })).json()
    expect(summary.days).toBe(30)
    expect(summary.referrers.map((row: { host: string }) => row.host)).not.toContain('localhost')
  })

  it('validates the beacon and the range', async () => {
    const bad = await view({
      path: '/',
      referrer: 'not a host!',
      firstViewOfPath: true,
      firstViewOfDay: true,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('referrer: must be a host name')
    const missing = await view({ path: '/' })
    expect(missing.json().message).toMatch(/^firstViewOfPath: /)
    const range = await t.app.inject({ url: '/api/marketing/summary?days=3' })
    expect(range.statusCode).toBe(400)
    expect(range.json().message).toBe('days: must be 7, 30 or 90')
  })
})
