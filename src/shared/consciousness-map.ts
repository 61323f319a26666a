import { z } from 'zod'
import { ConsciousnessLevelSchema, type Note } from './notes'

/** Tag clusters, bridges and untethered titles the map names; the rest are counted. */
export const MAP_CLUSTERS_MAX = 12
export const MAP_CLUSTER_TITLES = 3
export const MAP_BRIDGES_MAX = 10
export const MAP_UNTETHERED_TITLES = 10

export const ConsciousnessMapSchema = z.object({
  total: z.number().int(),
  levels: z.record(ConsciousnessLevelSchema, z.number().int()),
  observed: z.number().int(),
  links: z.number().int(),
  /** Links whose target names no note of the linking note's vault. */
  unresolved: z.number().int(),
  /** The largest first; each with how many notes carry the tag and the first titles. */
  clusters: z.array(
    z.object({
      tag: z.string(),
      count: z.number().int(),
      titles: z.array(z.string()),
      /** Wikilinks that start from a note with the tag. */
      outgoing: z.number().int(),
    }),
  ),
  /** Wikilinks from a note with tag `from` to a note with tag `to`, most first. */
  bridges: z.array(z.object({ from: z.string(), to: z.string(), links: z.number().int() })),
  /** Notes with neither tags nor links in or out. */
  untethered: z.object({ count: z.number().int(), titles: z.array(z.string()) }),
})
export type ConsciousnessMap = z.infer<typeof ConsciousnessMapSchema>

export type MapNote = Pick<
  Note,
  'id' | 'vault' | 'title' | 'path' | 'tags' | 'consciousnessLevel' | 'agentZeroObserved'
> & {
  links: readonly string[]
  /** Where each of `links` leads: a note's id, or 0 (the index's `linked_notes`). */
  linkedNotes: readonly number[]
}

/**
 * How many of `notes` Agent Zero has observed: the one figure the consciousness map and the
 * notes sync both report.
 */
export const observedCount = (notes: readonly { agentZeroObserved: boolean }[]) =>
  notes.filter((note) => note.agentZeroObserved).length

/**
 * How every note hangs together: consciousness levels, what Agent Zero has observed, tag
 * clusters and the wikilinks that bridge one tag to another. Links lead where the index resolved
 * them (`linkedNotes`, by `linkResolver`'s rule); tags match ignoring case.
 */
export function consciousnessMap(notes: readonly MapNote[]): ConsciousnessMap {
  const byId = new Map(notes.map((note) => [note.id, note]))
  const levels = { basic: 0, enhanced: 0, profound: 0 }
  const clusters = new Map<string, { tag: string; titles: string[]; outgoing: number }>()
  const bridges = new Map<string, { from: string; to: string; links: number }>()
  const linked = new Set<number>()
  let links = 0
  let unresolved = 0

  for (const note of notes) {
    levels[note.consciousnessLevel]++
    for (const tag of note.tags) {
      const cluster = clusters.get(tag.toLowerCase()) ?? { tag, titles: [], outgoing: 0 }
      cluster.titles.push(note.title)
      cluster.outgoing += note.links.length
      clusters.set(tag.toLowerCase(), cluster)
    }
    for (let i = 0; i < note.links.length; i++) {
      links++
      const target = byId.get(note.linkedNotes[i] ?? 0)
      if (!target) {
        unresolved++
        continue
      }
      linked.add(note.id).add(target.id)
      for (const from of note.tags) {
        for (const to of target.tags) {
          if (from.toLowerCase() === to.toLowerCase()) continue
          const [first, second] = from.toLowerCase() < to.toLowerCase() ? [from, to] : [to, from]
          const key = `${first.toLowerCase()}\u0000${second.toLowerCase()}`
          const bridge = bridges.get(key) ?? { from: first, to: second, links: 0 }
          bridge.links++
          bridges.set(key, bridge)
        }
      }
    }
  }

  const untethered = notes
    .filter((note) => note.tags.length === 0 && !linked.has(note.id))
    .map((note) => note.title)
  return {
    total: notes.length,
    levels,
    observed: observedCount(notes),
    links,
    unresolved,
    clusters: [...clusters.values()]
      .sort((a, b) => b.titles.length - a.titles.length || a.tag.localeCompare(b.tag))
      .slice(0, MAP_CLUSTERS_MAX)
      .map(({ tag, titles, outgoing }) => ({
        tag,
        count: titles.length,
        titles: titles.slice(0, MAP_CLUSTER_TITLES),
        outgoing,
      })),
    bridges: [...bridges.values()]
      .sort((a, b) => b.links - a.links || a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
      .slice(0, MAP_BRIDGES_MAX),
    untethered: { count: untethered.length, titles: untethered.slice(0, MAP_UNTETHERED_TITLES) },
  }
}
