import { describe, expect, it } from 'vitest'
import { boardMessage } from '@/shared/test-board-message'
import { agentActivity, barWidth, boardStats, typeDistribution } from './analytics'

const at = (iso: string) => ({ timestamp: new Date(iso).toISOString() })

describe('board analytics', () => {
  const messages = [
    ...Array.from({ length: 60 }, (_, i) => boardMessage({ id: 100 + i, fromAgent: 'adam' })),
    ...Array.from({ length: 39 }, (_, i) =>
      boardMessage({ id: 200 + i, fromAgent: 'eve', messageType: 'learning' }),
    ),
    boardMessage({ id: 300, fromAgent: 'alex', messageType: 'discovery' }),
  ]

  const ids = new Set(['adam', 'eve', 'alex'])

  it('counts messages per agent, busiest first, with shares', () => {
    expect(agentActivity(messages, ids)).toEqual([
      { key: 'adam', count: 60, percent: 60 },
      { key: 'eve', count: 39, percent: 39 },
      { key: 'alex', count: 1, percent: 1 },
    ])
  })

  it('counts people and "deleted user" as one share of people, never as agents', () => {
    const mixed = [
      boardMessage({ id: 1, fromAgent: 'adam' }),
      boardMessage({ id: 2, fromAgent: 'deleted user' }),
      boardMessage({ id: 3, fromAgent: '@ada' }),
      boardMessage({ id: 4, fromAgent: 'Creator' }),
    ]
    expect(agentActivity(mixed, ids).map(({ key, count }) => [key, count])).toEqual([
      ['people', 3],
      ['adam', 1],
    ])
  })

  it('never draws a bar under 2 %', () => {
    const [adam, , alex] = agentActivity(messages, ids)
    expect(barWidth(adam!)).toBe(60)
    expect(barWidth(alex!)).toBe(2)
  })

  it('counts messages per type', () => {
    expect(typeDistribution(messages).map(({ key, count }) => [key, count])).toEqual([
      ['conversation', 60],
      ['learning', 39],
      ['discovery', 1],
    ])
    expect(typeDistribution([])).toEqual([])
  })

  it('counts today, collaborations and insights from real messages', () => {
    const now = new Date(2026, 10, 21, 15, 0)
    const list = [
      boardMessage({ id: 4, messageType: 'collaboration', ...at('2026-11-21T14:00:00') }),
      boardMessage({ id: 3, messageType: 'learning', ...at('2026-11-21T09:00:00') }),
      boardMessage({ id: 2, messageType: 'discovery', ...at('2026-11-20T22:00:00') }),
    ]
    expect(boardStats(list, now, false)).toEqual({
      today: 2,
      todayComplete: true,
      collaborationMessages: 1,
      insights: 2,
      counted: 3,
    })
    // Everything loaded is from today and there is more: today's count is a lower bound.
    expect(boardStats(list.slice(0, 2), now, false).todayComplete).toBe(false)
    expect(boardStats(list.slice(0, 2), now, true).todayComplete).toBe(true)
  })
})
