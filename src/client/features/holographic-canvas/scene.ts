/** The holographic projection's geometry: nodes on a sphere, links between neighbours, pulses. */

export type PersonaId = 'adam' | 'eve' | 'alex'

/** docs/product/media.md persona frequencies. */
export const PERSONAS: { id: PersonaId; name: string; frequency: number; color: string }[] = [
  { id: 'adam', name: 'Adam', frequency: 963, color: '#a78bfa' },
  { id: 'eve', name: 'Eve', frequency: 432, color: '#22d3ee' },
  { id: 'alex', name: 'Alex', frequency: 528, color: '#fbbf24' },
]

export interface Point {
  x: number
  y: number
  z: number
}

export interface SceneNode extends Point {
  persona?: PersonaId
}

export interface Scene {
  nodes: SceneNode[]
  /** Pairs of node indexes. */
  edges: [number, number][]
}

export interface Pulse {
  edge: number
  /** 0 at the edge's first node, 1 at its second. */
  t: number
  forward: boolean
}

/** A small seeded generator, so the same scene appears on every visit. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z)

/** `count` nodes spread evenly over the unit sphere, each linked to its `links` nearest. */
export function createScene(count = 56, links = 3): Scene {
  const golden = Math.PI * (3 - Math.sqrt(5))
  const nodes: SceneNode[] = Array.from({ length: count }, (_, i) => {
    const y = 1 - (i / (count - 1)) * 2
    const r = Math.sqrt(1 - y * y)
    return { x: Math.cos(golden * i) * r, y, z: Math.sin(golden * i) * r }
  })
  PERSONAS.forEach((persona, k) => {
    const node = nodes[Math.floor(((k + 0.5) / PERSONAS.length) * count)]
    if (node) node.persona = persona.id
  })
  const seen = new Set<string>()
  const edges: [number, number][] = []
  nodes.forEach((node, i) => {
    nodes
      .map((other, j) => ({ j, d: distance(node, other) }))
      .filter(({ j }) => j !== i)
      .sort((a, b) => a.d - b.d)
      .slice(0, links)
      .forEach(({ j }) => {
        const key = i < j ? `${i}-${j}` : `${j}-${i}`
        if (!seen.has(key)) {
          seen.add(key)
          edges.push(i < j ? [i, j] : [j, i])
        }
      })
  })
  return { nodes, edges }
}

/** Turns a point around the vertical axis. */
export function rotateY(point: Point, angle: number): Point {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  return { x: point.x * cos + point.z * sin, y: point.y, z: -point.x * sin + point.z * cos }
}

/** Perspective projection onto a canvas; `scale` shrinks with distance, `depth` is 0 far to 1 near. */
export function project(point: Point, width: number, height: number) {
  const radius = Math.min(width, height) * 0.38
  const camera = 3
  const scale = camera / (camera + point.z)
  return {
    x: width / 2 + point.x * radius * scale,
    y: height / 2 + point.y * radius * scale,
    scale,
    depth: (1 - point.z) / 2,
  }
}

/**
 * Moves pulses along their edges by `dt` seconds and starts new ones. Returns the personas a
 * pulse reached during the step, so the canvas can sound their tones.
 */
export function stepPulses(
  scene: Scene,
  pulses: Pulse[],
  dt: number,
  random: () => number,
  maxPulses = 14,
): { pulses: Pulse[]; arrivals: PersonaId[] } {
  const arrivals: PersonaId[] = []
  const next: Pulse[] = []
  for (const pulse of pulses) {
    const t = pulse.t + dt * 0.6
    if (t < 1) {
      next.push({ ...pulse, t })
      continue
    }
    const edge = scene.edges[pulse.edge]
    const target = edge ? scene.nodes[pulse.forward ? edge[1] : edge[0]] : undefined
    if (target?.persona) arrivals.push(target.persona)
  }
  while (next.length < maxPulses && random() < dt * 4) {
    next.push({ edge: Math.floor(random() * scene.edges.length), t: 0, forward: random() < 0.5 })
  }
  return { pulses: next, arrivals }
}
