import { describe, expect, it } from 'vitest'
import { boardMessage } from '@/shared/test-board-message'
import { buildOrbGraph, layoutOrbs, PEOPLE_NODE } from './graph'

const now = Date.parse('2026-11-21T12:00:00Z')
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
const agents = [
  { id: 'adam', name: 'Adam', status: 'active' },
  { id: 'eve', name: 'Eve', status: 'idle' },
  { id: 'agent-zero', name: 'Agent Zero', status: 'idle' },
]
// The registry: the agents above and a registered external agent.
const ids = new Set(['adam', 'eve', 'agent-zero', 'ext-nova'])

describe('the orb graph', () => {
  it('links a sender to the recipient it names, both ways on one edge', () => {
    const graph = buildOrbGraph(
      [
        boardMessage({ id: 3, fromAgent: 'eve', toAgent: 'adam', timestamp: minutesAgo(1) }),
        boardMessage({ id: 2, fromAgent: 'adam', toAgent: 'eve', timestamp: minutesAgo(2) }),
        boardMessage({ id: 1, fromAgent: 'adam', toAgent: 'eve', timestamp: minutesAgo(3) }),
      ],
      agents,
      now,
      ids,
    )
    expect(graph.edges).toEqual([{ a: 'adam', b: 'eve', aToB: 2, bToA: 1, total: 3 }])
    expect(graph.nodes.find((n) => n.id === 'adam')).toMatchObject({ sent: 2, status: 'active' })
    expect(graph.messages).toBe(3)
  })

  it('only counts the last hour', () => {
    const graph = buildOrbGraph(
      [
        boardMessage({ id: 2, fromAgent: 'adam', toAgent: 'eve', timestamp: minutesAgo(59) }),
        boardMessage({ id: 1, fromAgent: 'adam', toAgent: 'eve', timestamp: minutesAgo(61) }),
      ],
      agents,
      now,
      ids,
    )
    expect(graph.edges[0]!.total).toBe(1)
    expect(graph.messages).toBe(1)
  })

  it('links replies to their parent, people to one orb, and turns to the turn before', () => {
    const graph = buildOrbGraph(
      [
        boardMessage({ id: 6, fromAgent: 'eve', tags: ['collab-1'], timestamp: minutesAgo(1) }),
        boardMessage({ id: 5, fromAgent: 'adam', tags: ['collab-1'], timestamp: minutesAgo(2) }),
        boardMessage({
          id: 4,
          fromAgent: 'agent-zero',
          toAgent: 'Creator',
          parentId: 3,
          timestamp: minutesAgo(3),
        }),
        boardMessage({ id: 3, fromAgent: 'Creator', timestamp: minutesAgo(4) }),
        boardMessage({ id: 2, fromAgent: 'eve', parentId: 1, timestamp: minutesAgo(5) }),
        boardMessage({ id: 1, fromAgent: 'user', toAgent: 'eve', timestamp: minutesAgo(6) }),
      ],
      agents,
      now,
      ids,
    )
    const pairs = graph.edges.map((e) => [e.a, e.b, e.total])
    expect(pairs).toContainEqual(['adam', 'eve', 1])
    expect(pairs).toContainEqual(['agent-zero', PEOPLE_NODE, 1])
    expect(pairs).toContainEqual(['eve', PEOPLE_NODE, 2])
    const people = graph.nodes.find((n) => n.id === PEOPLE_NODE)
    expect(people).toMatchObject({ name: 'People', sent: 2, broadcasts: 1 })
    // The first turn of a collaboration answers no one: a broadcast of its speaker.
    expect(graph.nodes.find((n) => n.id === 'adam')!.broadcasts).toBe(1)
  })

  it('keeps every agent as an orb, even a silent one, and adds unknown senders', () => {
    const graph = buildOrbGraph(
      [boardMessage({ id: 1, fromAgent: 'ext-nova', toAgent: 'adam', timestamp: minutesAgo(1) })],
      agents,
      now,
      ids,
    )
    expect(graph.nodes.map((n) => n.id)).toEqual(['adam', 'eve', 'agent-zero', 'ext-nova'])
    expect(graph.nodes.find((n) => n.id === 'eve')!.sent).toBe(0)
  })

  it('puts "deleted user" and @people in the people orb, never in an orb of their own', () => {
    const graph = buildOrbGraph(
      [
        boardMessage({
          id: 2,
          fromAgent: 'deleted user',
          toAgent: 'adam',
          timestamp: minutesAgo(1),
        }),
        boardMessage({ id: 1, fromAgent: '@ada', toAgent: 'all', timestamp: minutesAgo(2) }),
      ],
      agents,
      now,
      ids,
    )
    expect(graph.nodes.map((n) => n.id)).toEqual(['adam', 'eve', 'agent-zero', PEOPLE_NODE])
    expect(graph.nodes.find((n) => n.id === PEOPLE_NODE)).toMatchObject({ sent: 2 })
  })

  it('lays agents on a circle with people in the middle', () => {
    const layout = layoutOrbs(['adam', 'eve', 'eva', 'alex', PEOPLE_NODE], 100)
    expect(layout.get('adam')).toEqual({ x: 50, y: 14 })
    expect(layout.get('eve')).toEqual({ x: 86, y: 50 })
    expect(layout.get('eva')).toEqual({ x: 50, y: 86 })
    expect(layout.get(PEOPLE_NODE)).toEqual({ x: 50, y: 50 })
  })
})
