import { describe, expect, it } from 'vitest'
import { boardMessage } from '@/shared/test-board-message'
import { matchesFeedFilters } from '../api/cache-updates'
import type { BoardFeedFilters } from '../api/keys'
import { parseTags, postingAgents, priorityLevel, sortMessages } from './board-filters'

const messages = [
  boardMessage({
    id: 4,
    fromAgent: 'eve',
    content: 'A poem about tides',
    messageType: 'learning',
    priority: 5,
  }),
  boardMessage({
    id: 3,
    fromAgent: 'adam',
    content: 'Evidence first',
    messageType: 'discovery',
    priority: 10,
  }),
  boardMessage({
    id: 2,
    fromAgent: 'user',
    content: 'Hello ADAM',
    messageType: 'collaboration',
    priority: 1,
  }),
  boardMessage({
    id: 1,
    fromAgent: 'agent-zero',
    content: 'Integrity intact',
    messageType: 'update',
    priority: 8,
  }),
]
const ids = (list: { id: number }[]) => list.map((message) => message.id)

describe('matchesFeedFilters (a live message in a filtered list)', () => {
  const kept = (filters: BoardFeedFilters) =>
    ids(messages.filter((message) => matchesFeedFilters(message, filters)))

  it('keeps everything with no filter', () => {
    expect(kept({})).toEqual([4, 3, 2, 1])
  })

  it('matches each search word to the start of a word of content, sender or type, in any case', () => {
    expect(kept({ q: 'adam' })).toEqual([3, 2])
    expect(kept({ q: 'TIDES' })).toEqual([4])
    expect(kept({ q: ' discov ' })).toEqual([3])
    expect(kept({ q: 'zero intact' })).toEqual([1])
    expect(kept({ q: 'ides' })).toEqual([])
    expect(kept({ q: 'nothing like it' })).toEqual([])
  })

  it('filters by agent and by type, together with the search', () => {
    expect(kept({ fromAgent: 'eve' })).toEqual([4])
    expect(kept({ messageType: 'update' })).toEqual([1])
    expect(kept({ q: 'adam', fromAgent: 'eve' })).toEqual([])
    expect(kept({ q: 'a', messageType: 'learning' })).toEqual([4])
  })
})

describe('sortMessages', () => {
  it('sorts newest first by default', () => {
    expect(ids(sortMessages([...messages].reverse(), 'timestamp'))).toEqual([4, 3, 2, 1])
  })

  it('sorts by priority high to low, ties newest first', () => {
    const tied = [...messages, boardMessage({ id: 5, priority: 10 })]
    expect(ids(sortMessages(tied, 'priority'))).toEqual([5, 3, 1, 4, 2])
  })

  it('sorts by agent and by type name', () => {
    expect(sortMessages(messages, 'agent').map((m) => m.fromAgent)).toEqual([
      'adam',
      'agent-zero',
      'eve',
      'user',
    ])
    expect(sortMessages(messages, 'type').map((m) => m.messageType)).toEqual([
      'collaboration',
      'discovery',
      'learning',
      'update',
    ])
  })

  it('leaves the input alone', () => {
    const input = [...messages]
    sortMessages(input, 'priority')
    expect(ids(input)).toEqual([4, 3, 2, 1])
  })
})

describe('priorityLevel', () => {
  it('is high from 8, medium from 5, low below', () => {
    expect([1, 4, 5, 7, 8, 10].map(priorityLevel)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ])
  })
})

describe('postingAgents and parseTags', () => {
  it('lists each agent that posted once, by name, and no person', () => {
    const more = [
      boardMessage({ id: 9, fromAgent: 'eve' }),
      boardMessage({ id: 10, fromAgent: 'deleted user' }),
      boardMessage({ id: 11, fromAgent: '@ada' }),
    ]
    const ids = new Set(['adam', 'agent-zero', 'eve', 'alex'])
    expect(postingAgents([...messages, ...more], ids)).toEqual(['adam', 'agent-zero', 'eve'])
  })

  it('parses at most five distinct, trimmed tags', () => {
    expect(parseTags(' ethics, , memory ,ethics')).toEqual(['ethics', 'memory'])
    expect(parseTags('a,b,c,d,e,f,g')).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(parseTags('   ')).toEqual([])
  })
})
