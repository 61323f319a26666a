import { useEffect, useRef, useState } from 'react'
import { initialPoints, layoutStep, type Point } from './graph-layout'

const MAX_STEPS = 600
const STEPS_PER_FRAME = 3

/**
 * Runs the force layout for nodes (by id) and edges (index pairs), a few steps per animation
 * frame until it settles. Nodes that stay when the graph refreshes keep their place. With
 * reduced motion the layout is computed at once.
 */
export function useForceLayout(ids: number[], edges: [number, number][]): Point[] {
  const [points, setPoints] = useState<Point[]>([])
  const placed = useRef(new Map<number, Point>())
  const idsKey = ids.join(',')
  const edgesKey = edges.map(([a, b]) => `${a}-${b}`).join(',')

  useEffect(() => {
    const fresh = initialPoints(ids.length)
    let current = ids.map((id, index) => placed.current.get(id) ?? fresh[index]!)
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    const settled = (energy: number) => energy < 0.02 * Math.max(1, ids.length)
    let steps = 0
    let frame = 0

    const remember = () => {
      placed.current = new Map(ids.map((id, index) => [id, current[index]!]))
      setPoints(current)
    }

    if (reduced) {
      for (; steps < MAX_STEPS; steps++) {
        const next = layoutStep(current, edges)
        current = next.points
        if (settled(next.energy)) break
      }
      remember()
      return
    }

    const tick = () => {
      let energy = Infinity
      for (let i = 0; i < STEPS_PER_FRAME && steps < MAX_STEPS; i++, steps++) {
        const next = layoutStep(current, edges)
        current = next.points
        energy = next.energy
      }
      remember()
      if (steps < MAX_STEPS && !settled(energy)) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
    // The keys stand for ids and edges: a new array with the same content changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey, edgesKey])

  return points
}
