import { describe, expect, it } from 'vitest'
import {
  CryptoAssetSchema,
  CryptoCourseSchema,
  CryptoPlatformSchema,
  courseStatusOf,
  valuePortfolio,
} from '@/shared/crypto'
import { cryptoAssets, cryptoCourses, cryptoPlatforms, sampleHoldings } from './crypto'

describe('crypto sample data', () => {
  it('validates every asset, course and platform', () => {
    for (const asset of cryptoAssets) expect(CryptoAssetSchema.parse(asset)).toEqual(asset)
    for (const course of cryptoCourses) expect(CryptoCourseSchema.parse(course)).toEqual(course)
    for (const platform of cryptoPlatforms)
      expect(CryptoPlatformSchema.parse(platform)).toEqual(platform)
  })

  it('has courses in all three states of docs/product/community.md, each matching its lesson count', () => {
    expect(new Set(cryptoCourses.map((course) => course.status))).toEqual(
      new Set(['completed', 'in-progress', 'not-started']),
    )
    for (const course of cryptoCourses) {
      expect(course.lessonsDone).toBeLessThanOrEqual(course.lessons)
      expect(courseStatusOf(course), course.id).toBe(course.status)
    }
  })

  it('prices every sample holding', () => {
    const portfolio = valuePortfolio(sampleHoldings, cryptoAssets)
    expect(portfolio.lines).toHaveLength(sampleHoldings.length)
    expect(portfolio.lines.reduce((sum, line) => sum + line.allocation, 0)).toBeCloseTo(100)
  })
})
