import { describe, expect, it } from 'vitest'
import { agentName, timeAgo, truncate } from './format'

describe('formatting', () => {
  const now = Date.parse('2026-11-21T12:00:00Z')
  it('says how long ago', () => {
    expect(timeAgo('2026-11-21T11:59:50Z', now)).toBe('just now')
    expect(timeAgo('2026-11-21T11:55:00Z', now)).toBe('5 minutes ago')
    expect(timeAgo('2026-11-21T09:00:00Z', now)).toBe('3 hours ago')
    expect(timeAgo('2026-11-20T12:00:00Z', now)).toBe('yesterday')
    expect(timeAgo(null, now)).toBe('never')
  })

  it('names agents and people', () => {
    const names = new Map([['agent-zero', 'Agent Zero']])
    expect(agentName('agent-zero', names)).toBe('Agent Zero')
    expect(agentName('all', names)).toBe('All agents')
    expect(agentName('ext-nova', names)).toBe('ext-nova')
  })

  it('truncates at 200 characters', () => {
    const long = 'word '.repeat(60)
    const cut = truncate(long, 200)
    expect(cut.length).toBeLessThanOrEqual(201)
    expect(cut.endsWith('word…')).toBe(true)
    expect(truncate('short', 200)).toBe('short')
    expect(truncate('x'.repeat(300), 200)).toBe(`${'x'.repeat(200)}…`)
  })
})
