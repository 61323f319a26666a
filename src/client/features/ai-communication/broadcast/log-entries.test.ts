import { describe, expect, it } from 'vitest'
import { boardMessage } from '@/shared/test-board-message'
import { groupLog, priorityName } from './log-entries'

describe('the communication log', () => {
  it('puts answers under their broadcast, oldest first', () => {
    const log = [
      boardMessage({ id: 9, parentId: 5, fromAgent: 'eve' }),
      boardMessage({ id: 8, parentId: 2 }),
      boardMessage({ id: 7, parentId: 5, fromAgent: 'adam' }),
      boardMessage({ id: 5, fromAgent: 'Creator', messageType: 'announcement' }),
      boardMessage({ id: 4, fromAgent: 'user', toAgent: 'eva' }),
    ]
    const grouped = groupLog(log)
    expect(grouped.map((entry) => entry.message.id)).toEqual([8, 5, 4])
    expect(grouped[1]!.replies.map((reply) => reply.id)).toEqual([7, 9])
    expect(grouped[0]!.replies).toEqual([])
  })

  it('names broadcast priorities', () => {
    expect([10, 8, 5, 1, 3].map(priorityName)).toEqual([
      'critical',
      'high',
      'medium',
      'low',
      undefined,
    ])
  })
})
