import { describe, expect, it } from 'vitest'
import { entryPlacement, newEntry, parseList, withPlacement, type Entry } from './lorebook'

const entry = (extra: Partial<Entry> = {}): Entry => ({
  keys: ['wolf'],
  content: 'Wolves.',
  enabled: true,
  insertion_order: 10,
  ...extra,
})

describe('the studio lorebook helpers', () => {
  it('reads a comma-separated list, dropping empty items', () => {
    expect(parseList(' wolf, wolves ,, ')).toEqual(['wolf', 'wolves'])
    expect(parseList('')).toEqual([])
  })

  it('reads the place as the server does: SillyTavern’s number first, then the card format’s word', () => {
    expect(entryPlacement(entry()).kind).toBe('before_char')
    expect(entryPlacement(entry({ position: 'after_char' })).kind).toBe('after_char')
    expect(
      entryPlacement(entry({ position: 'after_char', extensions: { position: 0 } })).kind,
    ).toBe('before_char')
    expect(entryPlacement(entry({ extensions: { position: 4, depth: 2 } }))).toEqual({
      kind: 'at_depth',
      depth: 2,
    })
  })

  it('writes a place both ways and keeps the entry’s other extensions', () => {
    const placed = withPlacement(entry({ extensions: { probability: 50 } }), {
      kind: 'at_depth',
      depth: 3.7,
    })
    expect(placed.position).toBe('after_char')
    expect(placed.extensions).toEqual({ probability: 50, position: 4, depth: 3, role: 0 })
    const back = withPlacement(placed, { kind: 'before_char', depth: 3 })
    expect(back.position).toBe('before_char')
    expect(back.extensions).toMatchObject({ probability: 50, position: 0 })
    expect(entryPlacement(back).kind).toBe('before_char')
  })

  it('adds a new entry after the others with the next id', () => {
    const next = newEntry([entry({ id: 3, insertion_order: 40 }), entry({ id: 1 })])
    expect(next).toMatchObject({ id: 4, insertion_order: 50, enabled: true, keys: [] })
    expect(newEntry([])).toMatchObject({ id: 0, insertion_order: 10 })
  })
})
