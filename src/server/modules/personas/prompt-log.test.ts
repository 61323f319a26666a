import { describe, expect, it } from 'vitest'
import { PromptLog, type LoggedPrompt } from './prompt-log'

const prompt = (question: string, size = 10): LoggedPrompt => ({
  question,
  at: '2026-01-01T00:00:00.000Z',
  messages: [{ role: 'user', content: 'x'.repeat(size) }],
  fired: [],
})

describe('PromptLog', () => {
  it('shows a conversation’s prompts to its owner only, and never lets another write to it', () => {
    const log = new PromptLog()
    log.record('user:1', 'c1', prompt('hi'))
    log.record('user:2', 'c1', prompt('intruder'))
    expect(log.list('user:1', 'c1').map((p) => p.question)).toEqual(['hi'])
    expect(log.list('user:2', 'c1')).toEqual([])
    expect(log.list('user:1', 'nope')).toEqual([])
  })

  it('keeps the latest 20 prompts of a conversation', () => {
    const log = new PromptLog()
    for (let i = 0; i < 25; i++) log.record('s', 'c', prompt(`q${i}`))
    const kept = log.list('s', 'c')
    expect(kept).toHaveLength(20)
    expect(kept[0]!.question).toBe('q5')
  })

  it('forgets the oldest conversations beyond its character budget', () => {
    const log = new PromptLog()
    log.record('s', 'old', prompt('a', 5_000_000))
    log.record('s', 'new', prompt('b', 5_000_000))
    expect(log.list('s', 'old')).toEqual([])
    expect(log.list('s', 'new')).toHaveLength(1)
  })
})
