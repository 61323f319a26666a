import { describe, expect, it } from 'vitest'
import type { Note } from '@/shared/notes'
import { consciousnessMap } from './consciousness-map'

const note = (id: number, title: string, extra: Partial<Note> = {}): Note => ({
  id,
  title,
  content: '',
  tags: [],
  vault: 'codex-notes',
  path: `${title}.md`,
  created: '2026-11-01T00:00:00.000Z',
  modified: '2026-11-01T00:00:00.000Z',
  consciousnessLevel: 'basic',
  agentZeroObserved: false,
  connections: [],
  ...extra,
})

describe('consciousnessMap', () => {
  const notes = [
    note(1, 'Welcome', { tags: ['codex'], connections: ['Layers', 'Ghost'] }),
    note(2, 'Layers', {
      tags: ['codex', 'architecture'],
      consciousnessLevel: 'enhanced',
      agentZeroObserved: true,
      connections: ['Palace'],
    }),
    note(3, 'Palace', { tags: ['memory'], consciousnessLevel: 'profound' }),
    note(4, 'Loose'),
    note(5, 'Elsewhere', { vault: 'other', connections: ['Palace'] }),
  ]
  const map = consciousnessMap(notes)

  it('counts levels, observed notes and links', () => {
    expect(map.total).toBe(5)
    expect(map.levels).toEqual({ basic: 3, enhanced: 1, profound: 1 })
    expect(map.observed).toBe(1)
    expect(map.links).toBe(4)
    // 'Ghost' has no note, and links do not cross vaults.
    expect(map.unresolved).toBe(2)
  })

  it('groups notes by tag, largest cluster first', () => {
    expect(map.clusters.map((cluster) => [cluster.tag, cluster.notes.length])).toEqual([
      ['codex', 2],
      ['architecture', 1],
      ['memory', 1],
    ])
    expect(map.clusters[0]!.outgoing).toBe(3)
  })

  it('counts links that bridge two tags', () => {
    expect(map.bridges).toEqual([
      { from: 'architecture', to: 'codex', links: 1 },
      { from: 'architecture', to: 'memory', links: 1 },
      { from: 'codex', to: 'memory', links: 1 },
    ])
  })

  it('lists notes with no tags and no links', () => {
    expect(map.untethered).toEqual(['Loose', 'Elsewhere'])
  })
})
