import { describe, expect, it } from 'vitest'
import { companionSections, filterSections } from './companion-sections'

describe('the companion sections', () => {
  it('are the 14 home sections, each with a title and description', () => {
    expect(companionSections).toHaveLength(14)
    expect(companionSections[0]).toMatchObject({ id: 'hero', title: 'HumanCodex', live: true })
    for (const section of companionSections) {
      expect(section.title).not.toBe(section.id)
      expect(section.description.length).toBeGreaterThan(10)
    }
  })

  it('filter over name and description, ignoring case and outer spaces', () => {
    expect(filterSections('  ').map((s) => s.id)).toHaveLength(14)
    expect(filterSections('CRYPTO').map((s) => s.id)).toEqual(['crypto-intelligence'])
    // "observer" is only in Agent Zero's description.
    expect(filterSections('observer').map((s) => s.id)).toEqual(['agent-zero'])
    expect(filterSections('no such words')).toEqual([])
  })
})
