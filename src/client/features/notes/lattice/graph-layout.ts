/** A small force-directed layout: repulsion between all nodes, springs along links, gravity. */

export interface Point {
  x: number
  y: number
  vx: number
  vy: number
}

export interface LayoutOptions {
  /** Pull toward the centre (0, 0), per unit of distance. */
  gravity: number
  /** Push between every pair, divided by the squared distance. */
  repulsion: number
  /** Rest length of a link. */
  linkLength: number
  /** Pull of a stretched link, per unit of stretch. */
  linkStrength: number
  /** Share of the speed kept from one step to the next. */
  damping: number
  /** Speed limit per step, so a bad start cannot fling nodes away. */
  maxSpeed: number
}

export const defaultLayout: LayoutOptions = {
  gravity: 0.008,
  repulsion: 2500,
  linkLength: 90,
  linkStrength: 0.1,
  damping: 0.82,
  maxSpeed: 24,
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5))

/** A deterministic start: a sunflower spiral around (0, 0), `spacing` apart. */
export function initialPoints(count: number, spacing = 28): Point[] {
  return Array.from({ length: count }, (_, index) => {
    const radius = spacing * Math.sqrt(index + 0.5)
    const angle = index * GOLDEN_ANGLE
    return { x: radius * Math.cos(angle), y: radius * Math.sin(angle), vx: 0, vy: 0 }
  })
}

/**
 * One step of the simulation. Returns new points (the input is not changed) and the total
 * kinetic energy, which falls toward zero as the layout settles. Edges are index pairs.
 */
export function layoutStep(
  points: Point[],
  edges: [number, number][],
  options: LayoutOptions = defaultLayout,
): { points: Point[]; energy: number } {
  const fx = points.map((p) => -p.x * options.gravity)
  const fy = points.map((p) => -p.y * options.gravity)

  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i]!
      const b = points[j]!
      let dx = a.x - b.x
      let dy = a.y - b.y
      let distanceSq = dx * dx + dy * dy
      if (distanceSq < 0.01) {
        // Two nodes on one spot: part them along a fixed direction.
        dx = 0.1 * ((i % 3) - 1 || 1)
        dy = 0.1
        distanceSq = dx * dx + dy * dy
      }
      const distance = Math.sqrt(distanceSq)
      const force = options.repulsion / distanceSq
      fx[i]! += (dx / distance) * force
      fy[i]! += (dy / distance) * force
      fx[j]! -= (dx / distance) * force
      fy[j]! -= (dy / distance) * force
    }
  }

  for (const [from, to] of edges) {
    const a = points[from]
    const b = points[to]
    if (!a || !b || from === to) continue
    const dx = b.x - a.x
    const dy = b.y - a.y
    const distance = Math.sqrt(dx * dx + dy * dy) || 0.01
    const force = (distance - options.linkLength) * options.linkStrength
    fx[from]! += (dx / distance) * force
    fy[from]! += (dy / distance) * force
    fx[to]! -= (dx / distance) * force
    fy[to]! -= (dy / distance) * force
  }

  let energy = 0
  const next = points.map((p, i) => {
    let vx = (p.vx + fx[i]!) * options.damping
    let vy = (p.vy + fy[i]!) * options.damping
    const speed = Math.sqrt(vx * vx + vy * vy)
    if (speed > options.maxSpeed) {
      vx = (vx / speed) * options.maxSpeed
      vy = (vy / speed) * options.maxSpeed
    }
    energy += vx * vx + vy * vy
    return { x: p.x + vx, y: p.y + vy, vx, vy }
  })
  return { points: next, energy }
}

/**
 * The box around the points, padded, as an SVG viewBox; at least `minWidth` × `minHeight` (the
 * drawing's size in pixels, so a small graph is not blown up) and centred on the points.
 */
export function viewBoxOf(
  points: Point[],
  { padding = 40, minWidth = 200, minHeight = 160 } = {},
): string {
  const xs = points.length ? points.map((p) => p.x) : [0]
  const ys = points.length ? points.map((p) => p.y) : [0]
  const left = Math.min(...xs) - padding
  const top = Math.min(...ys) - padding
  const right = Math.max(...xs) + padding
  const bottom = Math.max(...ys) + padding
  const width = Math.max(right - left, minWidth)
  const height = Math.max(bottom - top, minHeight)
  const x = (left + right) / 2 - width / 2
  const y = (top + bottom) / 2 - height / 2
  return [x, y, width, height].map((value) => value.toFixed(1)).join(' ')
}
