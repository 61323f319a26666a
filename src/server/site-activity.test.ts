import { describe, expect, it } from 'vitest'
import { isPersonUse } from './site-activity'

const request = (
  url: string,
  options: { route?: string; agent?: string; method?: string } = {},
) => ({
  url,
  method: options.method ?? 'GET',
  headers: options.agent ? { 'user-agent': options.agent } : {},
  routeOptions: { url: options.route },
})

describe('a person’s own use of the site', () => {
  it('counts routes and the app’s pages', () => {
    expect(isPersonUse(request('/api/ai-messages', { route: '/api/ai-messages' }))).toBe(true)
    expect(isPersonUse(request('/chat/eve'))).toBe(true)
    expect(
      isPersonUse(request('/v1/models', { route: '/v1/models', agent: 'OpenAI/JS 5.0' })),
    ).toBe(true)
  })

  it('does not count 404s for files or API paths, bots, monitors and probes', () => {
    expect(isPersonUse(request('/robots.txt'))).toBe(false)
    expect(isPersonUse(request('/wp-login.php', { method: 'POST' }))).toBe(false)
    expect(isPersonUse(request('/v1/embeddings'))).toBe(false)
    expect(isPersonUse(request('/api/nothing'))).toBe(false)
    expect(
      isPersonUse(request('/', { route: '/', agent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })),
    ).toBe(false)
    expect(isPersonUse(request('/', { route: '/', agent: 'UptimeRobot/2.0' }))).toBe(false)
    expect(isPersonUse(request('/healthz', { route: '/healthz' }))).toBe(false)
  })
})
