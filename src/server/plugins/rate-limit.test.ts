import { describe, expect, it } from 'vitest'
import { budgetPerMinute, routeCost } from './rate-limit'

describe('routeCost', () => {
  it('gives each kind of route its cost', () => {
    expect(routeCost('POST', '/api/login')).toBe('auth')
    expect(routeCost('POST', '/api/register')).toBe('auth')
    expect(routeCost('POST', '/api/ai-agents/:persona/ask')).toBe('model')
    expect(routeCost('POST', '/api/ai-communication/broadcast')).toBe('model')
    expect(routeCost('POST', '/v1/chat/completions')).toBe('model')
    expect(routeCost('POST', '/api/audio/tracks')).toBe('upload')
    expect(routeCost('GET', '/api/quick-search/search')).toBe('search')
    expect(routeCost('GET', '/api/obsidian/search')).toBe('search')
    expect(routeCost('POST', '/api/memory/facts')).toBe('write')
    expect(routeCost('DELETE', '/api/obsidian/notes/:id')).toBe('write')
    expect(routeCost('POST', '/api/page-views')).toBe('read')
    expect(routeCost('GET', '/api/ai-messages')).toBe('read')
    expect(routeCost('GET', '/v1/models')).toBe('read')
  })

  it('never limits files, the page shell, the API documentation, health or metrics', () => {
    for (const url of ['/assets/index-abc.js', '/', '/*', '/healthz', '/metrics', '/api/docs/*'])
      expect(routeCost('GET', url), url).toBeUndefined()
  })
})

describe('budgetPerMinute', () => {
  it('scales with the read budget and never reaches zero', () => {
    expect(budgetPerMinute('read', 600)).toBe(600)
    expect(budgetPerMinute('search', 600)).toBe(300)
    expect(budgetPerMinute('write', 600)).toBe(120)
    expect(budgetPerMinute('model', 600)).toBe(30)
    expect(budgetPerMinute('auth', 600)).toBe(20)
    expect(budgetPerMinute('auth', 2)).toBe(1)
  })
})
