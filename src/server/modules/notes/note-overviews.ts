import { plural } from '@/shared/plural'
import { count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { vaultAttachments, vaultNotes } from '../../db/schema/index'
import { linkResolver } from '@/shared/link-names'
import { visibleVaults } from './vault-access'

import type { NoteRow } from './note-shapes'
/** What the graph, the insights and the consciousness map read of a note. */
const outlineColumns = {
  id: vaultNotes.id,
  vault: vaultNotes.vault,
  title: vaultNotes.title,
  path: vaultNotes.path,
  tags: vaultNotes.tags,
  links: vaultNotes.links,
  linkedNotes: vaultNotes.linkedNotes,
  consciousnessLevel: vaultNotes.consciousnessLevel,
  agentZeroObserved: vaultNotes.agentZeroObserved,
  created: vaultNotes.created,
}

/**
 * Every note of the shared vaults and of `personal` (a viewer's own vault), in outline (no
 * body, no properties), newest first: what the graph, the insights and the consciousness map
 * are made of. Reading a 13,000-note vault's rows is most of what they cost.
 */
export async function noteOutlines(db: Db, personal?: string) {
  return db
    .select(outlineColumns)
    .from(vaultNotes)
    .where(visibleVaults(personal))
    .orderBy(desc(vaultNotes.modified), desc(vaultNotes.id))
}

/** Most-linked notes, orphans, broken links, tag frequencies and growth, from the index. */
export async function insights(db: Db, personal?: string) {
  const notes = await noteOutlines(db, personal)
  // Links the index found no note for lead to an attachment when one has that name.
  const attachment = linkResolver(
    [],
    await db
      .select({ vault: vaultAttachments.vault, path: vaultAttachments.path })
      .from(vaultAttachments),
  )
  const backlinks = new Map<number, number>()
  const broken: { from: string; to: string }[] = []
  for (const note of notes) {
    note.links.forEach((target, i) => {
      const id = note.linkedNotes[i] ?? 0
      if (id) backlinks.set(id, (backlinks.get(id) ?? 0) + 1)
      else if (!attachment(note.vault, target, note.path))
        broken.push({ from: note.title, to: target })
    })
  }
  const mostLinked = notes
    .map((note) => ({ title: note.title, backlinks: backlinks.get(note.id) ?? 0 }))
    .filter((entry) => entry.backlinks > 0)
    .sort((a, b) => b.backlinks - a.backlinks || a.title.localeCompare(b.title))
    .slice(0, 10)
  const orphans = notes
    .filter((note) => note.links.length === 0 && !backlinks.has(note.id))
    .map((note) => note.title)
  // Tags match ignoring case; each is shown as first written.
  const tagCounts = new Map<string, { tag: string; count: number }>()
  for (const note of notes)
    for (const tag of note.tags) {
      const entry = tagCounts.get(tag.toLowerCase()) ?? { tag, count: 0 }
      entry.count++
      tagCounts.set(tag.toLowerCase(), entry)
    }
  const tags = [...tagCounts.values()].sort(
    (a, b) => b.count - a.count || a.tag.localeCompare(b.tag),
  )
  const perDay = new Map<string, number>()
  for (const note of notes) {
    const day = note.created.toISOString().slice(0, 10)
    perDay.set(day, (perDay.get(day) ?? 0) + 1)
  }
  let running = 0
  const growth = [...perDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, count]) => ({ day, notes: (running += count) }))
  const text: string[] = []
  if (notes.length)
    text.push(
      `${notes.length} notes across ${plural(new Set(notes.map((n) => n.vault)).size, 'vault')}.`,
    )
  if (mostLinked[0])
    text.push(
      `"${mostLinked[0].title}" is the most connected note (${mostLinked[0].backlinks} backlinks).`,
    )
  if (tags[0]) text.push(`#${tags[0].tag} is the most used tag (${tags[0].count} notes).`)
  if (orphans.length)
    text.push(
      `${plural(orphans.length, 'note')} ${orphans.length === 1 ? 'has' : 'have'} no links yet: ${orphans.slice(0, 3).join(', ')}.`,
    )
  if (broken.length)
    text.push(
      `${plural(broken.length, 'link')} ${broken.length === 1 ? 'points' : 'point'} to notes that do not exist yet, e.g. [[${broken[0]!.to}]].`,
    )
  const profound = notes.filter((note) => note.consciousnessLevel === 'profound').length
  if (profound)
    text.push(
      `${plural(profound, 'note')} ${profound === 1 ? 'reaches' : 'reach'} a profound consciousness level.`,
    )
  return { insights: text, mostLinked, orphans, brokenLinks: broken, tags, growth }
}

export async function graph(db: Db, personal?: string) {
  const notes = await noteOutlines(db, personal)
  const edges: { from: number; to: number }[] = []
  const degree = new Map<number, number>()
  const linked = (id: number) => degree.set(id, (degree.get(id) ?? 0) + 1)
  for (const note of notes) {
    for (const id of note.linkedNotes) {
      if (id && id !== note.id) {
        edges.push({ from: note.id, to: id })
        linked(note.id)
        linked(id)
      }
    }
  }
  return {
    nodes: notes.map((note) => ({
      id: note.id,
      title: note.title,
      vault: note.vault,
      tags: note.tags,
      links: degree.get(note.id) ?? 0,
    })),
    edges,
  }
}

/** Each vault's note count and how many of them Agent Zero observed. */
export async function vaultCounts(db: Db, names: string[]) {
  if (!names.length) return new Map<string, { notes: number; observed: number }>()
  const rows = await db
    .select({
      vault: vaultNotes.vault,
      notes: count(),
      observed: sql<number>`count(*) filter (where ${vaultNotes.agentZeroObserved})`,
    })
    .from(vaultNotes)
    .where(inArray(vaultNotes.vault, names))
    .groupBy(vaultNotes.vault)
  return new Map(
    rows.map((row) => [row.vault, { notes: Number(row.notes), observed: Number(row.observed) }]),
  )
}

/** Marks one note (with its new level, when given) or every note as observed by Agent Zero. */
export async function markObserved(
  db: Db,
  which: { noteId: number } | { personal: string | undefined },
  consciousnessLevel?: NoteRow['consciousnessLevel'],
) {
  const noteId = 'noteId' in which ? which.noteId : undefined
  const observed = await db
    .update(vaultNotes)
    .set({
      agentZeroObserved: true,
      ...(noteId && consciousnessLevel ? { consciousnessLevel } : {}),
    })
    .where(
      noteId ? eq(vaultNotes.id, noteId) : visibleVaults((which as { personal?: string }).personal),
    )
    .returning({ id: vaultNotes.id })
  return observed.length
}
