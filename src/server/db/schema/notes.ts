import { getTableColumns, sql, type SQLWrapper } from 'drizzle-orm'
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { userReference, users } from './auth'
import { createdAt, identityId } from './columns'

/**
 * The names a `[[link]]` may give a note, as SQL in lower case: title, path without `.md`, file
 * name (`linkNames` in `src/shared/link-names.ts`). Indexed, and queried as written here, so
 * a note's links resolve without reading its vault (decision 118).
 */
export function noteLinkNames(table: { title: SQLWrapper; path: SQLWrapper }) {
  const pathNoExt = sql`regexp_replace(${table.path}, '[.]md$', '')`
  return {
    title: sql`lower(${table.title})`,
    path: sql`lower(${pathNoExt})`,
    file: sql`lower(regexp_replace(${pathNoExt}, '^.*/', ''))`,
  }
}

/**
 * A note's link targets in lower case, as SQL: `note_link_keys(links)`, an immutable function so
 * it can be indexed. Notes are found by an alias through a GIN index on it (backlinks read the
 * stored `linked_notes` since decision 135).
 */
export const noteLinkKeys = (links: SQLWrapper) => sql`note_link_keys(${links})`

/**
 * The file name each of a note's links needs, as SQL in lower case (`linkFileName`):
 * `note_link_files(links)`, indexed, so the notes whose links may lead to a file that came, went
 * or moved are found without reading the vault (decision 222).
 */
export const noteLinkFiles = (links: SQLWrapper) => sql`note_link_files(${links})`

/**
 * A note's aliases as one text, as SQL: `note_alias_text(aliases)`, indexed by trigrams (as the
 * title is), so a search finds names containing its words without reading every note.
 */
export const noteAliasText = (aliases: SQLWrapper) => sql`note_alias_text(${aliases})`

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * The notes' GIN indexes take new entries into a pending list of at most 512 kB, not 4 MB: the
 * insert that overflows the list merges it into the index, and a 4 MB list's merge held PGlite's
 * one thread for 100–160 ms during a bulk change on obsidian-hub.
 */
const SMALL_PENDING_LIST = { gin_pending_list_limit: 512 }

/** The index of every vault's Markdown files; the files stay the truth. */
export const vaultNotes = pgTable(
  'vault_notes',
  {
    id: identityId(),
    vault: text('vault').notNull(),
    /** Path inside the vault, with forward slashes, e.g. `ideas/Memory palace.md`. */
    path: text('path').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tags: text('tags').array().notNull(),
    /** Link paths (`[[path#heading|alias]]` → `path`), once each, in order. */
    links: text('links').array().notNull(),
    /**
     * Where each of `links` leads, at the same position: a note's id, or 0 (an attachment or
     * nothing). Kept by the vault store whenever the vault changes; backlinks are found through
     * its GIN index (decision 135).
     */
    linkedNotes: integer('linked_notes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A hash of the file's bytes when indexed: a save names it, a file changed since → 409. */
    version: text('version').notNull().default(''),
    /** Why the front matter could not be read (it is kept as it is), or null. */
    frontMatterWarning: text('front_matter_warning'),
    /** Why the body is indexed other than as written (control bytes), or null. */
    contentWarning: text('content_warning'),
    /** The front matter's properties and the type Obsidian gives each. */
    properties: jsonb('properties').$type<{ name: string; type: string }[]>().notNull().default([]),
    consciousnessLevel: text('consciousness_level', {
      enum: ['basic', 'enhanced', 'profound'],
    }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull(),
    modified: timestamp('modified', { withTimezone: true }).notNull(),
    /**
     * When the file was read for this row: a file whose time matches `modified` is skipped by
     * a scan only when it was read well after that time (decision 134).
     */
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    agentZeroObserved: boolean('agent_zero_observed').notNull().default(false),
    /**
     * Title and body as full-text words, kept by PostgreSQL: a search ranks its hits from this
     * instead of reading every body again (decision 202).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, "title" || ' ' || "content")`,
    ),
    /**
     * The tags as quick search finds them, kept by PostgreSQL: each in lower case, and each part
     * of a nested one (`finance/bookkeeping` also gives `finance` and `bookkeeping`). Stored,
     * because computing them per row cost a search 30 µs a note (decision 224); the function
     * `note_tag_words()` is made by migration 0036.
     */
    tagWords: text('tag_words')
      .array()
      .generatedAlwaysAs(sql`note_tag_words("tags")`),
  },
  (table) => [
    uniqueIndex('vault_notes_vault_path_key').on(table.vault, table.path),
    index('vault_notes_fts_idx').using('gin', table.searchVector).with(SMALL_PENDING_LIST),
    index('vault_notes_link_title_idx').on(table.vault, noteLinkNames(table).title),
    index('vault_notes_link_path_idx').on(table.vault, noteLinkNames(table).path),
    index('vault_notes_link_file_idx').on(table.vault, noteLinkNames(table).file),
    index('vault_notes_linked_notes_idx').using('gin', table.linkedNotes).with(SMALL_PENDING_LIST),
    // note_link_keys() is made by migration 0010 (drizzle-kit does not write functions).
    index('vault_notes_alias_keys_idx')
      .using('gin', noteLinkKeys(table.aliases))
      .with(SMALL_PENDING_LIST),
    // note_link_files() is made by migration 0032.
    index('vault_notes_link_files_idx')
      .using('gin', noteLinkFiles(table.links))
      .with(SMALL_PENDING_LIST),
    // pg_trgm and note_alias_text() are made by migration 0033.
    index('vault_notes_title_trgm_idx')
      .using('gin', sql`${table.title} public.gin_trgm_ops`)
      .with(SMALL_PENDING_LIST),
    index('vault_notes_alias_trgm_idx')
      .using('gin', sql`${noteAliasText(table.aliases)} public.gin_trgm_ops`)
      .with(SMALL_PENDING_LIST),
    index('vault_notes_tag_words_idx').using('gin', table.tagWords).with(SMALL_PENDING_LIST),
    index('vault_notes_modified_idx').on(
      table.modified.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
)

/** A note's columns but its search words and tag words, which only searches read. */
export const vaultNoteColumns = (() => {
  const {
    searchVector: _searchVector,
    tagWords: _tagWords,
    ...columns
  } = getTableColumns(vaultNotes)
  return columns
})()
export type VaultNote = Omit<typeof vaultNotes.$inferSelect, 'searchVector' | 'tagWords'>

/**
 * The people an administrator named as editors of a shared vault: they may create, change and
 * delete its notes (decision 130). Personal vaults have no editors.
 */
export const vaultEditors = pgTable(
  'vault_editors',
  {
    vault: text('vault').notNull(),
    userId: userReference(),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.vault, table.userId] }),
    index('vault_editors_user_id_idx').on(table.userId),
  ],
)

/**
 * A vault's settings, as Obsidian keeps its own per vault: a row only once one is changed.
 * `updateLinksOnRename`: a rename rewrites the links to the note (Obsidian's "Automatically
 * update internal links").
 */
export const vaultSettings = pgTable('vault_settings', {
  vault: text('vault').primaryKey(),
  updateLinksOnRename: boolean('update_links_on_rename').notNull().default(true),
})

/**
 * Notes whose files a scan saw go (a branch switched away, a file removed outside the app), by
 * vault and path: a file that appears there again is that note, with its id, consciousness
 * level and creation time, on any instance and after a restart (decision 272). Only the
 * indexer reads it, so no list, search, backlink or count sees a departed note; a note deleted
 * through the app leaves no row. The upkeep forgets the old ones (`note-departures.ts`).
 */
export const vaultNoteDepartures = pgTable(
  'vault_note_departures',
  {
    vault: text('vault').notNull(),
    path: text('path').notNull(),
    noteId: integer('note_id').notNull(),
    /** The hash of the file's bytes when it went (`vault_notes.version`). */
    version: text('version').notNull(),
    consciousnessLevel: text('consciousness_level', {
      enum: ['basic', 'enhanced', 'profound'],
    }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull(),
    departedAt: timestamp('departed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vault, table.path] }),
    index('vault_note_departures_departed_idx').on(table.vault, table.departedAt),
  ],
)

/** Every non-Markdown file of every vault: what `![[image.png]]` or `[[file.pdf]]` leads to. */
export const vaultAttachments = pgTable(
  'vault_attachments',
  {
    vault: text('vault').notNull(),
    path: text('path').notNull(),
    /** The file name in lower case, as a link names it. */
    nameKey: text('name_key').notNull(),
  },
  (table) => [
    uniqueIndex('vault_attachments_vault_path_key').on(table.vault, table.path),
    index('vault_attachments_name_idx').on(table.vault, table.nameKey),
  ],
)

/**
 * Which vault folder the index was built from (decision 137): the id written in that folder's
 * `.humancodex-vaults` file. An instance whose folder holds another id refuses to start.
 */
export const vaultIndexState = pgTable('vault_index_state', {
  id: integer('id').primaryKey(),
  folderId: text('folder_id').notNull(),
  root: text('root').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
})

/** READMEs gathered by the knowledge seeker, one per repository. */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    id: identityId(),
    repository: text('repository').notNull(),
    domain: text('domain').notNull(),
    priority: text('priority', { enum: ['high', 'medium', 'low'] }).notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    stars: integer('stars').notNull().default(0),
    evolved: boolean('evolved').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('knowledge_documents_repository_key').on(table.repository),
    index('knowledge_documents_fts_idx').using(
      'gin',
      sql`to_tsvector('english', ${table.title} || ' ' || ${table.content})`,
    ),
  ],
)

/** Concepts shared by documents of different domains, found by mass evolution. */
export const knowledgeConnections = pgTable(
  'knowledge_connections',
  {
    id: identityId(),
    fromDocument: integer('from_document')
      .notNull()
      .references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    toDocument: integer('to_document')
      .notNull()
      .references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    concept: text('concept').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('knowledge_connections_key').on(
      table.fromDocument,
      table.toDocument,
      table.concept,
    ),
  ],
)
