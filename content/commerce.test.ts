import { describe, expect, it } from 'vitest'
import {
  BookSchema,
  FeaturedExperienceSchema,
  FreeAreaSchema,
  IntegrationSchema,
  UpgradeSchema,
} from '@/shared/commerce'
import { findRoute } from '@/shared/routes'
import { books } from './books'
import { integrations } from './integrations'
import { featuredExperiences, freeAreas } from './marketplace'
import { upgrades } from './upgrades'

const uniqueIds = (items: { id: string }[]) =>
  new Set(items.map((item) => item.id)).size === items.length

describe('marketplace catalogue', () => {
  it('has three free featured experiences and the four always-free areas', () => {
    expect(featuredExperiences).toHaveLength(3)
    for (const item of featuredExperiences) {
      expect(FeaturedExperienceSchema.parse(item)).toEqual(item)
      expect(item.price).toBe(0)
      expect(findRoute(item.path)).toBeDefined()
    }
    expect(freeAreas.map((area) => area.title)).toEqual([
      'History & Heritage',
      'Arts & Creativity',
      'Sciences & Research',
      'Wellness & Lifestyle',
    ])
    for (const area of freeAreas) expect(FreeAreaSchema.parse(area)).toEqual(area)
  })
})

describe('bookstore catalogue', () => {
  it('prices short stories $5, novels $12 and adult titles $16', () => {
    for (const book of books) {
      expect(BookSchema.parse(book)).toEqual(book)
      expect(book.price).toBe({ short: 5, novel: 12, adult: 16 }[book.category])
      expect(book.isAdultContent).toBe(book.category === 'adult')
    }
    expect(uniqueIds(books)).toBe(true)
  })

  it('has titles in every tab: short, novel, adult and coming soon', () => {
    const available = books.filter((book) => book.available)
    for (const category of ['short', 'novel', 'adult'] as const)
      expect(available.some((book) => book.category === category)).toBe(true)
    expect(books.some((book) => !book.available)).toBe(true)
  })
})

describe('codex upgrades catalogue', () => {
  it('has four free and four backend upgrades; backend ones cost the $2.00 setup fee', () => {
    for (const upgrade of upgrades) expect(UpgradeSchema.parse(upgrade)).toEqual(upgrade)
    expect(upgrades.filter((u) => u.category === 'free').map((u) => u.backendFee)).toEqual([
      0, 0, 0, 0,
    ])
    expect(upgrades.filter((u) => u.category === 'backend').map((u) => u.backendFee)).toEqual([
      2, 2, 2, 2,
    ])
    expect(uniqueIds(upgrades)).toBe(true)
  })
})

describe('platform integrations catalogue', () => {
  it('has four integrations, only Character AI available, each with the $2.00 fee', () => {
    for (const item of integrations) expect(IntegrationSchema.parse(item)).toEqual(item)
    expect(integrations).toHaveLength(4)
    expect(integrations.filter((i) => i.status === 'available').map((i) => i.name)).toEqual([
      'Character AI',
    ])
    expect(integrations.every((i) => i.integrationFee === 2)).toBe(true)
    expect(new Set(integrations.map((i) => i.category))).toEqual(
      new Set(['character', 'creative', 'business']),
    )
  })
})
