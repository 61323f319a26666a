import { describe, expect, it } from 'vitest'
import { consciousnessMap, type MapNote } from './consciousness-map'

const note = (id: number, title: string, extra: Partial<MapNote> = {}): MapNote => ({
  id,
  title,
  tags: [],
  vault: 'codex-notes',
  path: `${title}.md`,
  consciousnessLevel: 'basic',
  agentZeroObserved: false,
  links: [],
  linkedNotes: [],
  ...extra,
})

describe('consciousnessMap', () => {
  const notes = [
    note(1, 'Welcome', { tags: ['codex'], links: ['Layers', 'Ghost'], linkedNotes: [2, 0] }),
    note(2, 'Layers', {
      tags: ['codex', 'architecture'],
      consciousnessLevel: 'enhanced',
      agentZeroObserved: true,
      links: ['deep/PALACE'],
      linkedNotes: [3],
    }),
    note(3, 'Palace', { tags: ['memory'], consciousnessLevel: 'profound', path: 'deep/Palace.md' }),
    note(4, 'Loose'),
    note(5, 'Elsewhere', { vault: 'other', links: ['Palace'], linkedNotes: [0] }),
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
    expect(map.clusters.map((cluster) => [cluster.tag, cluster.count])).toEqual([
      ['codex', 2],
      ['architecture', 1],
      ['memory', 1],
    ])
    expect(map.clusters[0]).toMatchObject({ titles: ['Welcome', 'Layers'], outgoing: 3 })
  })

  it('counts links that bridge two tags, a path in any case naming the note', () => {
    expect(map.bridges).toEqual([
      { from: 'architecture', to: 'codex', links: 1 },
      { from: 'architecture', to: 'memory', links: 1 },
      { from: 'codex', to: 'memory', links: 1 },
    ])
  })

  it('lists notes with no tags and no links', () => {
    expect(map.untethered).toEqual({ count: 2, titles: ['Loose', 'Elsewhere'] })
  })

  it('follows links where the index resolved them, tags matching ignoring case', () => {
    const from = consciousnessMap([
      note(1, 'From', { tags: ['Start'], links: ['Twin'], linkedNotes: [3] }),
      note(3, 'Twin', { tags: ['newer'], path: 'b/Twin.md' }),
      note(2, 'Twin', { tags: ['older'], path: 'a/Twin.md' }),
    ])
    expect(from.bridges).toEqual([{ from: 'newer', to: 'Start', links: 1 }])
    const cased = consciousnessMap([
      note(1, 'A', { tags: ['Research'] }),
      note(2, 'B', { tags: ['research'] }),
    ])
    expect(cased.clusters).toEqual([{ tag: 'Research', count: 2, titles: ['A', 'B'], outgoing: 0 }])
  })

  it('names at most 12 clusters of 3 titles and 10 untethered notes, and counts them all', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      note(i + 1, `Note ${i}`, { tags: i < 20 ? [`tag${i % 15}`] : [] }),
    )
    const big = consciousnessMap([
      ...many,
      ...['A', 'B', 'C', 'D'].map((t, i) => note(100 + i, t, { tags: ['shared'] })),
    ])
    expect(big.clusters).toHaveLength(12)
    expect(big.clusters[0]).toMatchObject({ tag: 'shared', count: 4, titles: ['A', 'B', 'C'] })
    expect(big.untethered.count).toBe(10)
    expect(big.untethered.titles).toHaveLength(10)
    const lonely = consciousnessMap(Array.from({ length: 14 }, (_, i) => note(i + 1, `L${i}`)))
    expect(lonely.untethered).toMatchObject({ count: 14 })
    expect(lonely.untethered.titles).toHaveLength(10)
  })
})
