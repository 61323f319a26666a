import { describe, expect, it } from 'vitest'
import { createScene, project, rotateY, seededRandom, stepPulses, type Scene } from './scene'

describe('createScene', () => {
  it('puts every node on the unit sphere and links each to a neighbour', () => {
    const scene = createScene(40, 3)
    expect(scene.nodes).toHaveLength(40)
    for (const node of scene.nodes) {
      expect(Math.hypot(node.x, node.y, node.z)).toBeCloseTo(1, 6)
    }
    const linked = new Set(scene.edges.flat())
    expect(linked.size).toBe(40)
    expect(new Set(scene.edges.map(([a, b]) => `${a}-${b}`)).size).toBe(scene.edges.length)
  })

  it('places the three personas once each', () => {
    const personas = createScene().nodes.flatMap((node) => (node.persona ? [node.persona] : []))
    expect(personas.sort()).toEqual(['adam', 'alex', 'eve'])
  })
})

describe('geometry', () => {
  it('rotates around the vertical axis', () => {
    const turned = rotateY({ x: 1, y: 0.5, z: 0 }, Math.PI / 2)
    expect(turned.x).toBeCloseTo(0)
    expect(turned.y).toBe(0.5)
    expect(turned.z).toBeCloseTo(-1)
  })

  it('draws near points larger than far ones, centred', () => {
    const near = project({ x: 0, y: 0, z: -1 }, 400, 200)
    const far = project({ x: 0, y: 0, z: 1 }, 400, 200)
    expect(near).toMatchObject({ x: 200, y: 100, depth: 1 })
    expect(far.depth).toBe(0)
    expect(near.scale).toBeGreaterThan(far.scale)
  })
})

describe('stepPulses', () => {
  const scene: Scene = {
    nodes: [
      { x: 0, y: 0, z: 0 },
      { x: 1, y: 0, z: 0, persona: 'eve' },
    ],
    edges: [[0, 1]],
  }

  it('moves pulses and reports the persona a pulse reaches', () => {
    const never = () => 0.99
    const moved = stepPulses(scene, [{ edge: 0, t: 0.2, forward: true }], 0.2, never)
    expect(moved.pulses).toEqual([{ edge: 0, t: expect.closeTo(0.32), forward: true }])
    const arrived = stepPulses(scene, [{ edge: 0, t: 0.9, forward: true }], 0.2, never)
    expect(arrived).toEqual({ pulses: [], arrivals: ['eve'] })
    const back = stepPulses(scene, [{ edge: 0, t: 0.9, forward: false }], 0.2, never)
    expect(back.arrivals).toEqual([])
  })

  it('starts new pulses up to the limit', () => {
    const random = seededRandom(7)
    let pulses = stepPulses(scene, [], 1, random, 3).pulses
    for (let i = 0; i < 20; i++) pulses = stepPulses(scene, pulses, 0.1, random, 3).pulses
    expect(pulses.length).toBeGreaterThan(0)
    expect(pulses.length).toBeLessThanOrEqual(3)
  })
})
