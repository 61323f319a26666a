import { PERSONAS, project, rotateY, type Pulse, type Scene } from './scene'

const personaColor = new Map(PERSONAS.map((p) => [p.id, p.color]))
const personaName = new Map(PERSONAS.map((p) => [p.id, p.name]))

/** Paints one frame of the projection at rotation `angle`. Sizes are in CSS pixels. */
export function drawScene(
  context: CanvasRenderingContext2D,
  scene: Scene,
  pulses: Pulse[],
  angle: number,
  width: number,
  height: number,
) {
  const points = scene.nodes.map((node) => project(rotateY(node, angle), width, height))

  const glow = context.createRadialGradient(
    width / 2,
    height / 2,
    0,
    width / 2,
    height / 2,
    width / 1.6,
  )
  glow.addColorStop(0, 'rgba(124, 92, 255, 0.18)')
  glow.addColorStop(1, 'rgba(13, 11, 26, 0)')
  context.fillStyle = '#0d0b1a'
  context.fillRect(0, 0, width, height)
  context.fillStyle = glow
  context.fillRect(0, 0, width, height)

  context.lineWidth = 1
  for (const [a, b] of scene.edges) {
    const p = points[a]
    const q = points[b]
    if (!p || !q) continue
    context.strokeStyle = `rgba(167, 139, 250, ${0.08 + 0.3 * ((p.depth + q.depth) / 2)})`
    context.beginPath()
    context.moveTo(p.x, p.y)
    context.lineTo(q.x, q.y)
    context.stroke()
  }

  for (const pulse of pulses) {
    const edge = scene.edges[pulse.edge]
    const from = edge && points[pulse.forward ? edge[0] : edge[1]]
    const to = edge && points[pulse.forward ? edge[1] : edge[0]]
    if (!from || !to) continue
    context.fillStyle = 'rgba(34, 211, 238, 0.9)'
    context.beginPath()
    context.arc(
      from.x + (to.x - from.x) * pulse.t,
      from.y + (to.y - from.y) * pulse.t,
      2.2,
      0,
      Math.PI * 2,
    )
    context.fill()
  }

  // Far nodes first, so near ones are drawn over them.
  const order = points
    .map((point, i) => ({ point, node: scene.nodes[i] }))
    .sort((a, b) => a.point.depth - b.point.depth)
  context.font = '600 12px "Inter Variable", system-ui, sans-serif'
  context.textAlign = 'center'
  for (const { point, node } of order) {
    const persona = node?.persona
    const radius = (persona ? 6 : 2.5) * point.scale * (0.6 + point.depth)
    context.fillStyle = persona
      ? (personaColor.get(persona) ?? '#fff')
      : `rgba(232, 230, 243, ${0.25 + 0.65 * point.depth})`
    context.beginPath()
    context.arc(point.x, point.y, radius, 0, Math.PI * 2)
    context.fill()
    if (persona) {
      context.fillStyle = `rgba(232, 230, 243, ${0.45 + 0.55 * point.depth})`
      context.fillText(personaName.get(persona) ?? '', point.x, point.y - radius - 6)
    }
  }
}
