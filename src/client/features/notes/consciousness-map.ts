import type { Note } from '@/shared/notes'

/** The map needs no bodies: the list's summaries do. */
type MapNote = Omit<Note, 'content'>
import { resolveWikilink } from './wikilinks'

export interface TagCluster {
  tag: string
  /** Titles of the notes carrying the tag. */
  notes: string[]
  /** Wikilinks that start from a note with the tag. */
  outgoing: number
}

export interface TagBridge {
  from: string
  to: string
  /** Wikilinks from a note with tag `from` to a note with tag `to`. */
  links: number
}

export interface ConsciousnessMap {
  total: number
  levels: Record<Note['consciousnessLevel'], number>
  observed: number
  links: number
  /** Links whose target is not a note. */
  unresolved: number
  clusters: TagCluster[]
  bridges: TagBridge[]
  /** Notes with neither tags nor links in or out. */
  untethered: string[]
}

/**
 * A summary of how notes hang together: consciousness levels, what Agent Zero has observed,
 * tag clusters and the wikilinks that bridge one tag to another.
 */
export function consciousnessMap(notes: MapNote[]): ConsciousnessMap {
  const levels = { basic: 0, enhanced: 0, profound: 0 }
  const clusters = new Map<string, TagCluster>()
  const bridges = new Map<string, TagBridge>()
  const linked = new Set<number>()
  let links = 0
  let unresolved = 0
  const byVault = new Map<string, MapNote[]>()
  for (const note of notes) byVault.set(note.vault, [...(byVault.get(note.vault) ?? []), note])

  for (const note of notes) {
    levels[note.consciousnessLevel]++
    for (const tag of note.tags) {
      const cluster = clusters.get(tag) ?? { tag, notes: [], outgoing: 0 }
      cluster.notes.push(note.title)
      cluster.outgoing += note.connections.length
      clusters.set(tag, cluster)
    }
    for (const connection of note.connections) {
      links++
      const target = resolveWikilink(connection, byVault.get(note.vault) ?? [])
      if (!target) {
        unresolved++
        continue
      }
      linked.add(note.id).add(target.id)
      for (const from of note.tags) {
        for (const to of target.tags) {
          if (from === to) continue
          const key = from < to ? `${from}\u0000${to}` : `${to}\u0000${from}`
          const bridge = bridges.get(key) ?? {
            from: from < to ? from : to,
            to: from < to ? to : from,
            links: 0,
          }
          bridge.links++
          bridges.set(key, bridge)
        }
      }
    }
  }

  return {
    total: notes.length,
    levels,
    observed: notes.filter((note) => note.agentZeroObserved).length,
    links,
    unresolved,
    clusters: [...clusters.values()].sort(
      (a, b) => b.notes.length - a.notes.length || a.tag.localeCompare(b.tag),
    ),
    bridges: [...bridges.values()].sort(
      (a, b) => b.links - a.links || a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
    ),
    untethered: notes
      .filter((note) => note.tags.length === 0 && !linked.has(note.id))
      .map((note) => note.title),
  }
}
