import { describe, expect, it } from 'vitest'
import { courseStatusOf, dollarCostAverage, valuePortfolio } from './crypto'

const assets = [
  { symbol: 'AAA', name: 'Alpha', samplePrice: 10, sampleChange24h: 0, summary: 'a' },
  { symbol: 'BBB', name: 'Beta', samplePrice: 30, sampleChange24h: 0, summary: 'b' },
]

describe('crypto helpers', () => {
  it('values a portfolio with gains and allocations, skipping unknown symbols', () => {
    const result = valuePortfolio(
      [
        { symbol: 'AAA', amount: 3, averageCost: 5 },
        { symbol: 'BBB', amount: 1, averageCost: 40 },
        { symbol: 'ZZZ', amount: 9, averageCost: 1 },
      ],
      assets,
    )
    expect(result.total).toBe(60)
    expect(result.cost).toBe(55)
    expect(result.gain).toBe(5)
    expect(result.lines.map((line) => [line.symbol, line.allocation])).toEqual([
      ['AAA', 50],
      ['BBB', 50],
    ])
  })

  it('averages the cost of equal buys at changing prices', () => {
    const result = dollarCostAverage(100, [10, 20, 50])
    expect(result.units).toBeCloseTo(17)
    expect(result.invested).toBe(300)
    expect(result.worth).toBeCloseTo(850)
    expect(result.averagePrice).toBeCloseTo(300 / 17)
    expect(dollarCostAverage(100, [])).toEqual({ units: 0, invested: 0, worth: 0, averagePrice: 0 })
  })

  it('derives a course status from its lessons', () => {
    expect(courseStatusOf({ lessons: 5, lessonsDone: 0 })).toBe('not-started')
    expect(courseStatusOf({ lessons: 5, lessonsDone: 2 })).toBe('in-progress')
    expect(courseStatusOf({ lessons: 5, lessonsDone: 5 })).toBe('completed')
  })
})
