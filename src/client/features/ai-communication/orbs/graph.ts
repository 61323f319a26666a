import type { BoardMessage } from '@/shared/board'
import { PEOPLE_GROUP, senderGroup } from '@/client/lib/sender-group'

/** The window the orb network shows. */
export const WINDOW_MS = 60 * 60 * 1000

/**
 * Everyone who is not an agent of the registry (a signed-in user, a visitor, the Creator,
 * "deleted user") shares one orb.
 */
export const PEOPLE_NODE = PEOPLE_GROUP

export interface OrbAgent {
  id: string
  name: string
  status?: string
}

export interface OrbNode {
  id: string
  name: string
  status?: string
  /** Messages it sent in the window. */
  sent: number
  /** Of those, messages to everyone that answer no one in particular. */
  broadcasts: number
}

export interface OrbEdge {
  /** The pair, ordered by id, so a→b and b→a are one edge. */
  a: string
  b: string
  aToB: number
  bToA: number
  total: number
}

export interface OrbGraph {
  nodes: OrbNode[]
  edges: OrbEdge[]
  /** Messages in the window. */
  messages: number
}

/**
 * Who talked to whom in the window before `now`. A message counts towards the pair of its
 * sender and: its recipient when it names one; else the author of the message it replies to;
 * else, for a collaboration turn (tagged `collab-<id>`), the speaker of the turn before it.
 * A message to everyone that answers no one is a broadcast of its sender.
 */
export function buildOrbGraph(
  messages: BoardMessage[],
  agents: OrbAgent[],
  now: number,
  agentIds: ReadonlySet<string>,
): OrbGraph {
  const nodeOf = (sender: string) => senderGroup(sender, agentIds)
  const since = now - WINDOW_MS
  const byId = new Map(messages.map((message) => [message.id, message]))
  const nodes = new Map<string, OrbNode>()
  const ensure = (id: string) => {
    let node = nodes.get(id)
    if (!node) {
      const agent = agents.find((candidate) => candidate.id === id)
      node = {
        id,
        name: id === PEOPLE_NODE ? 'People' : (agent?.name ?? id),
        status: agent?.status,
        sent: 0,
        broadcasts: 0,
      }
      nodes.set(id, node)
    }
    return node
  }
  for (const agent of agents) ensure(agent.id)

  // The speaker before each collaboration turn, in posting order.
  const previousSpeaker = new Map<number, string>()
  const lastInCollaboration = new Map<string, string>()
  for (const message of [...messages].sort((x, y) => x.id - y.id)) {
    const tag = message.tags.find((t) => t.startsWith('collab-'))
    if (!tag) continue
    const before = lastInCollaboration.get(tag)
    if (before) previousSpeaker.set(message.id, before)
    lastInCollaboration.set(tag, message.fromAgent)
  }

  const edges = new Map<string, OrbEdge>()
  let counted = 0
  for (const message of messages) {
    if (Date.parse(message.timestamp) < since) continue
    counted++
    const from = nodeOf(message.fromAgent)
    const sender = ensure(from)
    sender.sent++
    const parent = message.parentId === null ? undefined : byId.get(message.parentId)
    const target =
      message.toAgent !== 'all'
        ? nodeOf(message.toAgent)
        : parent
          ? nodeOf(parent.fromAgent)
          : previousSpeaker.has(message.id)
            ? nodeOf(previousSpeaker.get(message.id)!)
            : undefined
    if (!target || target === from) {
      if (!target) sender.broadcasts++
      continue
    }
    ensure(target)
    const [a, b] = from < target ? [from, target] : [target, from]
    const key = `${a}\u0000${b}`
    const edge = edges.get(key) ?? { a, b, aToB: 0, bToA: 0, total: 0 }
    if (from === a) edge.aToB++
    else edge.bToA++
    edge.total++
    edges.set(key, edge)
  }
  return {
    nodes: [...nodes.values()],
    edges: [...edges.values()].sort((x, y) => y.total - x.total),
    messages: counted,
  }
}

export interface Point {
  x: number
  y: number
}

/** Agents on a circle (first at the top, clockwise); the people's orb in the middle. */
export function layoutOrbs(ids: string[], size: number): Map<string, Point> {
  const centre = size / 2
  const ring = ids.filter((id) => id !== PEOPLE_NODE)
  const radius = size * 0.36
  const positions = new Map<string, Point>()
  ring.forEach((id, index) => {
    const angle = -Math.PI / 2 + (index / ring.length) * 2 * Math.PI
    positions.set(id, {
      x: Math.round((centre + radius * Math.cos(angle)) * 10) / 10,
      y: Math.round((centre + radius * Math.sin(angle)) * 10) / 10,
    })
  })
  if (ids.includes(PEOPLE_NODE)) positions.set(PEOPLE_NODE, { x: centre, y: centre })
  return positions
}
