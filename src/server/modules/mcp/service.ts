import fs from 'node:fs'
import path from 'node:path'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { parse as parseYaml } from 'yaml'
import type { Db } from '../../db/open'
import { vaultNoteColumns, vaultNotes } from '../../db/schema/index'
import { splitFrontMatter, visibleVaults } from '../notes/index'

/** One note of a vault by its path, or undefined. */
export async function noteAt(db: Db, vault: string, notePath: string) {
  const [row] = await db
    .select(vaultNoteColumns)
    .from(vaultNotes)
    .where(and(eq(vaultNotes.vault, vault), eq(vaultNotes.path, notePath)))
    .limit(1)
  return row
}

/** What a filtered note list carries: no body, no links. */
const listColumns = {
  id: vaultNotes.id,
  vault: vaultNotes.vault,
  path: vaultNotes.path,
  title: vaultNotes.title,
  tags: vaultNotes.tags,
  properties: vaultNotes.properties,
  modified: vaultNotes.modified,
}
export type ListedNote = {
  id: number
  vault: string
  path: string
  title: string
  tags: string[]
  properties: { name: string; type: string }[]
  modified: Date
}

const hasProperty = (name: string) =>
  sql`exists (select 1 from jsonb_array_elements(${vaultNotes.properties}) as p where lower(p->>'name') = ${name.toLowerCase()})`

/**
 * The newest notes of the vaults a person reads (the shared ones and `personal`, their own; or
 * the one `vault` the caller checked they may read) that carry `tag` (any case, a nested tag's
 * parts too) and the property `property`, at most `limit`.
 */
export async function notesWith(
  db: Db,
  filter: { tag?: string; property?: string; vault?: string },
  personal: string | undefined,
  limit: number,
): Promise<ListedNote[]> {
  const tag = filter.tag?.replace(/^#/, '').toLowerCase()
  return db
    .select(listColumns)
    .from(vaultNotes)
    .where(
      and(
        filter.vault ? eq(vaultNotes.vault, filter.vault) : visibleVaults(personal),
        tag ? sql`${vaultNotes.tagWords} @> array[${tag}]::text[]` : undefined,
        filter.property ? hasProperty(filter.property) : undefined,
      ),
    )
    .orderBy(desc(vaultNotes.modified), desc(vaultNotes.id))
    .limit(limit)
}

/** Whether a note's tags hold `tag` as search_notes means it: the tag, or a part of a nested one. */
export function carriesTag(tags: readonly string[], tag: string): boolean {
  const wanted = tag.replace(/^#/, '').toLowerCase()
  return tags.some((own) => {
    const lower = own.toLowerCase()
    return lower === wanted || lower.split('/').includes(wanted)
  })
}

/** The note's front-matter properties with their values, read from its file; {} when unreadable. */
export async function propertiesOf(
  root: string,
  note: { vault: string; path: string },
): Promise<Record<string, unknown>> {
  const text = await fs.promises
    .readFile(path.join(root, note.vault, note.path), 'utf8')
    .catch(() => null)
  return text === null ? {} : frontMatterValues(text)
}

/** The front matter of a note's text as plain values; {} when it has none or it is unreadable. */
export function frontMatterValues(text: string): Record<string, unknown> {
  const { yaml } = splitFrontMatter(text)
  if (!yaml) return {}
  try {
    // The same alias cap as the vault index: a small file cannot expand into a huge value.
    const data: unknown = parseYaml(yaml, { maxAliasCount: 100 })
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/** Whether a property value, as text (lists item by item), contains `text`, any case. */
export function valueContains(value: unknown, text: string): boolean {
  const wanted = text.toLowerCase()
  const items = Array.isArray(value) ? value : [value]
  return items.some((item) =>
    (item instanceof Date
      ? item.toISOString()
      : typeof item === 'object' && item !== null
        ? JSON.stringify(item)
        : String(item ?? '')
    )
      .toLowerCase()
      .includes(wanted),
  )
}

/** One page of the notes a person reads, by vault and path, for the resource list. */
export async function notePage(
  db: Db,
  personal: string | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select({ vault: vaultNotes.vault, path: vaultNotes.path, title: vaultNotes.title })
    .from(vaultNotes)
    .where(visibleVaults(personal))
    .orderBy(asc(vaultNotes.vault), asc(vaultNotes.path))
    .limit(limit)
    .offset(offset)
}

/**
 * Whether a change that names `ids` touched a note the person reads: a note still there in a
 * vault they read, or one gone (a removal may have been theirs; a notice carries no content).
 */
export async function touchesReadable(
  db: Db,
  ids: readonly number[],
  personal: string | undefined,
): Promise<boolean> {
  if (ids.length === 0) return false
  const rows = await db
    .select({ id: vaultNotes.id, readable: sql<boolean>`${visibleVaults(personal)}` })
    .from(vaultNotes)
    .where(inArray(vaultNotes.id, [...ids]))
  return rows.length < new Set(ids).size || rows.some((row) => row.readable)
}
