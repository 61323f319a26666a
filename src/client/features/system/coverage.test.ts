import { describe, expect, it } from 'vitest'
import { coveragePercent } from './coverage'

describe('enhancement coverage', () => {
  it('is enhanced divided by total, rounded to a whole percent', () => {
    expect(coveragePercent(11, 11)).toBe(100)
    expect(coveragePercent(10, 11)).toBe(91)
    expect(coveragePercent(2, 3)).toBe(67)
    expect(coveragePercent(1, 8)).toBe(13)
    expect(coveragePercent(1, 200)).toBe(1)
    expect(coveragePercent(1, 201)).toBe(0)
  })

  it('is 0 without components and never leaves 0–100', () => {
    expect(coveragePercent(0, 0)).toBe(0)
    expect(coveragePercent(5, 0)).toBe(0)
    expect(coveragePercent(12, 11)).toBe(100)
    expect(coveragePercent(-1, 11)).toBe(0)
  })
})
