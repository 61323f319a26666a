import { describe, expect, it } from 'vitest'
import { defaultLayout, initialPoints, layoutStep, viewBoxOf, type Point } from './graph-layout'

const at = (x: number, y: number): Point => ({ x, y, vx: 0, vy: 0 })
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)
const settle = (points: Point[], edges: [number, number][], steps: number) => {
  let current = points
  let energy = Infinity
  for (let i = 0; i < steps; i++) ({ points: current, energy } = layoutStep(current, edges))
  return { points: current, energy }
}

describe('layoutStep', () => {
  it('pulls linked nodes that are far apart together', () => {
    const start = [at(-300, 0), at(300, 0)]
    const { points } = layoutStep(start, [[0, 1]])
    expect(distance(points[0]!, points[1]!)).toBeLessThan(600)
  })

  it('pushes unlinked nodes that are close apart', () => {
    const start = [at(-5, 0), at(5, 0)]
    const { points } = layoutStep(start, [], { ...defaultLayout, gravity: 0 })
    expect(distance(points[0]!, points[1]!)).toBeGreaterThan(10)
  })

  it('parts two nodes on the same spot', () => {
    const { points } = layoutStep([at(0, 0), at(0, 0)], [])
    expect(distance(points[0]!, points[1]!)).toBeGreaterThan(0)
  })

  it('does not change its input', () => {
    const start = [at(1, 2), at(3, 4)]
    layoutStep(start, [[0, 1]])
    expect(start).toEqual([at(1, 2), at(3, 4)])
  })

  it('settles: energy falls and linked nodes end nearer than unlinked ones', () => {
    const start = initialPoints(6)
    const edges: [number, number][] = [
      [0, 1],
      [1, 2],
      [3, 4],
    ]
    const first = layoutStep(start, edges).energy
    const { points, energy } = settle(start, edges, 400)
    expect(energy).toBeLessThan(first)
    expect(energy).toBeLessThan(0.01)
    const linked = new Set(edges.map(([a, b]) => `${a}-${b}`))
    const mean = (pairs: [number, number][]) =>
      pairs.reduce((sum, [a, b]) => sum + distance(points[a]!, points[b]!), 0) / pairs.length
    const pairs = points.flatMap((_, a) => points.map((_, b): [number, number] => [a, b]))
    const unlinked = pairs.filter(([a, b]) => a < b && !linked.has(`${a}-${b}`))
    expect(mean(edges)).toBeLessThan(mean(unlinked) * 0.8)
    for (const point of points) expect(Number.isFinite(point.x + point.y)).toBe(true)
  })
})

describe('initialPoints and viewBoxOf', () => {
  it('spreads nodes out deterministically', () => {
    const points = initialPoints(5)
    expect(initialPoints(5)).toEqual(points)
    expect(new Set(points.map((p) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`)).size).toBe(5)
  })

  it('frames the points with padding', () => {
    expect(viewBoxOf([at(0, 0), at(300, 200)], { padding: 10 })).toBe('-10.0 -10.0 320.0 220.0')
  })

  it('keeps at least the minimum size, centred on the points', () => {
    expect(viewBoxOf([at(0, 0), at(100, 50)], { padding: 0, minWidth: 300, minHeight: 250 })).toBe(
      '-100.0 -100.0 300.0 250.0',
    )
    expect(viewBoxOf([], { minWidth: 200, minHeight: 100 })).toBe('-100.0 -50.0 200.0 100.0')
  })
})
