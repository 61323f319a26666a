import { describe, expect, it } from 'vitest'
import { labelStride, linePath, linearScale, niceAxis, niceStep } from './chart-scale'

describe('chart scale', () => {
  it('picks round steps', () => {
    expect(niceStep(0)).toBe(1)
    expect(niceStep(0.3)).toBe(0.5)
    expect(niceStep(1)).toBe(1)
    expect(niceStep(1.2)).toBe(2)
    expect(niceStep(2.2)).toBe(2.5)
    expect(niceStep(3)).toBe(5)
    expect(niceStep(7)).toBe(10)
    expect(niceStep(120)).toBe(200)
  })

  it('builds an axis from 0 that holds the largest value in round ticks', () => {
    expect(niceAxis(0)).toEqual({ max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] })
    expect(niceAxis(9)).toEqual({ max: 10, ticks: [0, 2.5, 5, 7.5, 10] })
    expect(niceAxis(13)).toEqual({ max: 15, ticks: [0, 5, 10, 15] })
    expect(niceAxis(100)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] })
    expect(niceAxis(101)).toEqual({ max: 150, ticks: [0, 50, 100, 150] })
    expect(niceAxis(0.07, 2)).toEqual({ max: 0.1, ticks: [0, 0.05, 0.1] })
    for (const max of [0.4, 3, 17, 42, 999, 12345]) {
      const axis = niceAxis(max)
      expect(axis.max).toBeGreaterThanOrEqual(max)
      expect(axis.ticks[0]).toBe(0)
      expect(axis.ticks.at(-1)).toBe(axis.max)
      expect(axis.ticks.length).toBeLessThanOrEqual(6)
    }
  })

  it('keeps count axes whole', () => {
    expect(niceAxis(0, 4, true)).toEqual({ max: 1, ticks: [0, 1] })
    expect(niceAxis(3, 4, true)).toEqual({ max: 3, ticks: [0, 1, 2, 3] })
    expect(niceAxis(9, 4, true)).toEqual({ max: 9, ticks: [0, 3, 6, 9] })
    expect(niceAxis(40, 4, true)).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] })
  })

  it('maps values linearly, upside down for SVG y', () => {
    const y = linearScale([0, 10], [200, 0])
    expect(y(0)).toBe(200)
    expect(y(5)).toBe(100)
    expect(y(10)).toBe(0)
    expect(linearScale([3, 3], [0, 100])(3)).toBe(50)
  })

  it('draws a path and breaks it where a value is missing', () => {
    expect(linePath([])).toBe('')
    expect(
      linePath([
        [0, 10],
        [5, 20.04],
        [10, null],
        [15, 4],
        [20, 6],
      ]),
    ).toBe('M0 10L5 20M15 4L20 6')
  })

  it('prints every n-th label so that they fit', () => {
    expect(labelStride(15, 10)).toBe(2)
    expect(labelStride(5, 10)).toBe(1)
    expect(labelStride(60, 4)).toBe(15)
    expect(labelStride(3, 0)).toBe(3)
  })
})
