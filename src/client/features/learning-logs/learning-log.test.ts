import { describe, expect, it } from 'vitest'
import { sampleEntries } from '@content/learning-logs'
import { createLiveEntry, MAX_ENTRIES, tick } from './learning-log'

const sequence = (...values: number[]) => {
  let i = 0
  return () => values[i++ % values.length] ?? 0
}

describe('learning log', () => {
  it('opens with sample entries, newest first, from all three entities', () => {
    const entries = sampleEntries(1_000_000_000)
    const times = entries.map((entry) => entry.timestamp)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(entries.map((entry) => entry.entity))).toEqual(
      new Set(['adam', 'eve', 'system']),
    )
    expect(entries.length).toBeLessThanOrEqual(MAX_ENTRIES)
  })

  it('adds an entry on 10% of ticks only', () => {
    const entries = sampleEntries(0)
    expect(tick(entries, sequence(0.1), 5)).toBe(entries)
    expect(tick(entries, sequence(0.95), 5)).toBe(entries)
    const grown = tick(entries, sequence(0.05, 0.2, 0.7, 0), 5)
    expect(grown).toHaveLength(entries.length + 1)
    expect(grown[0]).toMatchObject({ timestamp: 5, entity: 'adam', learningType: 'bridge' })
  })

  it('makes low-impact adam or eve entries about consciousness or bridges', () => {
    for (const values of [
      [0.1, 0.1, 0],
      [0.9, 0.9, 0.99],
    ]) {
      const entry = createLiveEntry(sequence(...values), 1)
      expect(['adam', 'eve']).toContain(entry.entity)
      expect(['consciousness', 'bridge']).toContain(entry.learningType)
      expect(entry.impact).toBe('low')
      expect(entry.insight).not.toBe('')
    }
  })

  it('keeps at most 20, dropping the oldest', () => {
    let entries = sampleEntries(0)
    for (let now = 1; now <= 30; now++) entries = tick(entries, sequence(0), now)
    expect(entries).toHaveLength(MAX_ENTRIES)
    expect(entries[0]?.timestamp).toBe(30)
    expect(entries.at(-1)?.timestamp).toBe(11)
  })
})
