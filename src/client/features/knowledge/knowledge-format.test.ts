import { describe, expect, it } from 'vitest'
import {
  firstOf,
  levelColour,
  percentOf,
  priorityColour,
  shortLevel,
  statusBadgeVariant,
} from './knowledge-format'

describe('knowledge dashboard display rules', () => {
  it('shows only the level before " - "', () => {
    expect(shortLevel('Graduate Level - 120 documents across 8 domains')).toBe('Graduate Level')
    expect(shortLevel('Beginner')).toBe('Beginner')
    expect(shortLevel('')).toBe('')
  })

  it('colours knowledge levels', () => {
    expect(levelColour('Graduate Level')).toBe('text-purple-400')
    expect(levelColour('Expert')).toBe('text-purple-400')
    expect(levelColour('College Level')).toBe('text-blue-400')
    expect(levelColour('Advanced')).toBe('text-blue-400')
    expect(levelColour('Intermediate')).toBe('text-green-400')
    expect(levelColour('Beginner')).toBe('text-orange-400')
    expect(levelColour('')).toBe('text-zinc-400')
    expect(levelColour(undefined)).toBe('text-zinc-400')
  })

  it('colours priorities', () => {
    expect(priorityColour('critical')).toContain('red')
    expect(priorityColour('High')).toContain('orange')
    expect(priorityColour('medium')).toContain('yellow')
    expect(priorityColour('low')).toContain('green')
    expect(priorityColour('other')).toContain('zinc')
  })

  it('shows the first three then "+N more"', () => {
    expect(firstOf(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2 more' })
    expect(firstOf(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null })
  })

  it('badges and percentages', () => {
    expect(statusBadgeVariant('Operational')).toBe('default')
    expect(statusBadgeVariant('Degraded')).toBe('secondary')
    expect(percentOf(1, 3)).toBe(33)
    expect(percentOf(1, 0)).toBe(0)
  })
})
