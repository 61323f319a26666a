import { describe, expect, it } from 'vitest'
import {
  API_CATEGORIES,
  API_MARKETPLACE_TOTAL,
  ApiDirectoryEntrySchema,
  ApiMarketplaceItemSchema,
  FeedEntrySchema,
} from '@/shared/api-directory'
import { apiDirectory, feeds } from './api-directory'
import { apiMarketplace } from './api-marketplace'

describe('free APIs and feeds directory', () => {
  it('has 8 valid API entries and 4 feed sources (docs/product/community.md)', () => {
    expect(apiDirectory).toHaveLength(8)
    expect(feeds).toHaveLength(4)
    for (const entry of apiDirectory) expect(ApiDirectoryEntrySchema.parse(entry)).toEqual(entry)
    for (const feed of feeds) expect(FeedEntrySchema.parse(feed)).toEqual(feed)
    const ids = [...apiDirectory, ...feeds].map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('uses sample rate limits and all three statuses', () => {
    const limits = new Set(apiDirectory.map((entry) => entry.rateLimit))
    for (const sample of ['100/hour', '60/hour', '1000/day', '100/day', '5/minute', 'unlimited'])
      expect(limits).toContain(sample)
    expect(new Set(apiDirectory.map((entry) => entry.status))).toEqual(
      new Set(['active', 'limited', 'testing']),
    )
  })

  it('gives every category tab at least one API', () => {
    for (const category of API_CATEGORIES)
      expect(
        apiDirectory.some((entry) => entry.category === category),
        category,
      ).toBe(true)
  })
})

describe('API marketplace', () => {
  it('lists all 17 items, valid and unique', () => {
    expect(apiMarketplace).toHaveLength(API_MARKETPLACE_TOTAL)
    for (const item of apiMarketplace) expect(ApiMarketplaceItemSchema.parse(item)).toEqual(item)
    expect(new Set(apiMarketplace.map((item) => item.id)).size).toBe(17)
  })

  it('previews its four teaser items with their tier and popularity', () => {
    expect(
      apiMarketplace
        .filter((item) => item.teaser)
        .map((item) => [item.name, item.tier, item.popularity]),
    ).toEqual([
      ['OpenAI GPT', 'premium', 95],
      ['Airtable', 'basic', 82],
      ['Google Sheets', 'free', 90],
      ['Currency API', 'free', 85],
    ])
  })
})
