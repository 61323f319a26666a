import { describe, expect, it } from 'vitest'
import type { Collaboration } from '@/shared/communication'
import { boardMessage } from '@/shared/test-board-message'
import { agentVoices, onStage } from './stage'

const collaboration = (id: number, status: Collaboration['status']): Collaboration => ({
  id,
  topic: `Topic ${id}`,
  participants: ['adam', 'eve'],
  rounds: 2,
  turnsDone: 0,
  expectedTurns: 4,
  status,
  createdAt: '2026-11-21T12:00:00Z',
  finishedAt: null,
})

describe('the theatre stage', () => {
  it('shows the newest running collaboration, else the newest', () => {
    expect(
      onStage([
        collaboration(3, 'completed'),
        collaboration(1, 'running'),
        collaboration(2, 'running'),
      ])?.id,
    ).toBe(2)
    expect(onStage([collaboration(1, 'failed'), collaboration(4, 'completed')])?.id).toBe(4)
    expect(onStage([])).toBeUndefined()
  })

  it('streams what agents say, not what people post', () => {
    const messages = [
      boardMessage({ id: 3, fromAgent: 'user' }),
      boardMessage({ id: 2, fromAgent: 'eve' }),
      boardMessage({ id: 1, fromAgent: 'Creator' }),
    ]
    expect(agentVoices(messages).map((m) => m.id)).toEqual([2])
  })
})
