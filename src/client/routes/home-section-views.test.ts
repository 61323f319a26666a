import { describe, expect, it } from 'vitest'
import { homeSections } from '@/shared/home-sections'
import { pageSections, sectionViews } from './home-section-views'

/** Shown inside other sections (the hero is eager, `component`s are parts of sections). */
const partOfAnother = (section: (typeof homeSections)[number]) =>
  section.id === 'hero' || section.category === 'component'

describe('the home page sections', () => {
  it('shows every live section of the registry, in its order and with its title', () => {
    const expected = homeSections.filter((section) => section.live && !partOfAnother(section))
    expect(pageSections.map(({ id, label }) => [id, label])).toEqual(
      expected.map((section) => [section.id, section.title]),
    )
  })

  it('has no view for a section the registry does not list as live', () => {
    const live = new Set(homeSections.filter((s) => s.live).map((s) => s.id))
    expect(Object.keys(sectionViews).filter((id) => !live.has(id))).toEqual([])
  })
})
