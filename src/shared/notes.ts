import { z } from 'zod'
import { splitFrontMatter } from './front-matter'

export const ConsciousnessLevelSchema = z.enum(['basic', 'enhanced', 'profound'])

export const VaultSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  noteCount: z.number().int(),
  lastSync: z.string().nullable(),
  agentZeroIntegrated: z.boolean(),
  consciousnessMapped: z.boolean(),
  /** A person's own vault (`.personal/<userId>`): only they and administrators read it. */
  personal: z.boolean(),
  /** Whether the viewer may create, change and delete its notes. */
  canWrite: z.boolean(),
})
export type Vault = z.infer<typeof VaultSchema>

/** The types Obsidian's Properties view gives a value (`tags` and `aliases` are its own). */
export const PropertyTypeSchema = z.enum([
  'text',
  'list',
  'number',
  'checkbox',
  'date',
  'datetime',
  'tags',
  'aliases',
  'unknown',
])
export type PropertyType = z.infer<typeof PropertyTypeSchema>

export const NotePropertySchema = z.object({ name: z.string(), type: PropertyTypeSchema })

/** What a rename did to the links pointing at the note (decision 201). */
export const RenamedLinksSchema = z.object({
  /** Notes whose links were rewritten, and how many links in all. */
  updatedNotes: z.number().int(),
  updatedLinks: z.number().int(),
  /** Linking notes left as they were, and why (changed on disk since read, read-only). */
  notChanged: z.array(z.object({ path: z.string(), reason: z.string() })),
  /** The vault's setting says links are not updated on rename. */
  turnedOff: z.boolean(),
})
export type RenamedLinks = z.infer<typeof RenamedLinksSchema>

export const NoteSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  vault: z.string(),
  path: z.string(),
  created: z.string(),
  modified: z.string(),
  consciousnessLevel: ConsciousnessLevelSchema,
  agentZeroObserved: z.boolean(),
  /** Link paths of the note's `[[links]]` and `![[embeds]]`, once each, in order. */
  connections: z.array(z.string()),
  /** Other names from the front matter's `aliases`: links and searches find the note by them. */
  aliases: z.array(z.string()),
  /** The file's version: a save sends it back; a file changed on disk since answers 409. */
  version: z.string(),
  /** Why the front matter could not be read (the file keeps it as it is), or null. */
  frontMatterWarning: z.string().nullable(),
  /** Why the body is indexed other than as written (NUL bytes), or null. */
  contentWarning: z.string().nullable(),
  /** The front matter's properties and their types; none when it could not be read. */
  properties: z.array(NotePropertySchema),
  /** Only in the answer to a save that renamed the note. */
  renamedLinks: RenamedLinksSchema.optional(),
})
export type Note = z.infer<typeof NoteSchema>

/** Characters of body text a list entry carries: enough for the longest list preview (150). */
export const NOTE_EXCERPT_CHARS = 160

/**
 * A note in a list: everything but the body, which `GET /api/obsidian/notes/:id` gives. A vault
 * of 10,000 notes is otherwise megabytes per poll (decision 105).
 */
export const NoteSummarySchema = NoteSchema.omit({ content: true }).extend({
  /** The body's first characters as one line of plain text (`notePreview`). */
  excerpt: z.string(),
})
export type NoteSummary = z.infer<typeof NoteSummarySchema>

/** How much of a body `notePreview` reads for `max` characters (a reader may send one more). */
export const previewSource = (max: number) => max * 20 + 1000

/**
 * The first `max` characters of a note as one line of plain text: front matter, code fences,
 * rules and the marks of headings, quotes, lists, emphasis, code and links dropped,
 * `[[wikilinks]]` and `[links](…)` shown as their label, whitespace collapsed, an ellipsis added
 * when something was cut. The server makes list excerpts with it, the client its previews.
 */
export function notePreview(content: string, max: number): string {
  // Only the start can show: a 300,000-character index note took 30 ms to strip whole.
  const body = splitFrontMatter(content).body
  const bound = previewSource(max)
  const text = body
    .slice(0, bound)
    .replace(
      /\[\[([^\]|\n]*?)(?:#[^\]|\n]*)?(?:\|([^\]\n]*))?\]\]/g,
      (_all, target: string, alias?: string) => (alias ?? target).trim(),
    )
    .replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/^\s*(?:```|~~~).*$/gm, '')
    .replace(/^\s*([-*_])(?:\s*\1){2,}\s*$/gm, '')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}(?:>\s?)+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/gm, '')
    .replace(/`+/g, '')
    .replace(/(?<![\w*_~])(?:\*{1,3}|_{1,3}|~~)(?=\S)|(?<=\S)(?:\*{1,3}|_{1,3}|~~)(?![\w*_~])/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return body.length > bound ? `${text}…` : text
  return `${text.slice(0, max).trimEnd()}…`
}

/**
 * Where a `[[link]]` leads, resolved on the server: a note (`id`, `title`), or an attachment of
 * the vault (`attachment`: its path), or nothing (all three null).
 */
export const NoteLinkSchema = z.object({
  target: z.string(),
  id: z.number().int().nullable(),
  title: z.string().nullable(),
  attachment: z.string().nullable(),
  /**
   * For a link that leads nowhere, the note whose alias or title it names ("did you mean"):
   * Obsidian does not follow such a link, so neither does the index.
   */
  suggestion: z.object({ id: z.number().int(), title: z.string() }).nullable(),
})
export type NoteLink = z.infer<typeof NoteLinkSchema>

/** One note with its backlinks and its links (in the order of `connections`) resolved. */
export const NoteDetailSchema = NoteSchema.extend({
  backlinks: z.array(z.object({ id: z.number().int(), title: z.string() })),
  links: z.array(NoteLinkSchema),
})
export type NoteDetail = z.infer<typeof NoteDetailSchema>

/** A full-text hit: a summary (no body; decision 113), its rank and a snippet around the match. */
export const NoteSearchResultSchema = NoteSummarySchema.extend({
  rank: z.number(),
  snippet: z.string(),
})
export type NoteSearchResult = z.infer<typeof NoteSearchResultSchema>

/**
 * Notes a list page carries unless `limit` says otherwise. A cached page is bound by its bytes:
 * 25 summaries are about 13.5 KB, the size of the board's page, and meet the read target where
 * 50 (26 KB) did not (decision 105).
 */
export const NOTES_PAGE_SIZE = 25
/** The largest page: 500 summaries are about 240 KB. */
export const NOTES_PAGE_MAX = 500

const LIMIT_MESSAGE = `must be a whole number from 1 to ${NOTES_PAGE_MAX}`
const OFFSET_MESSAGE = 'must be a whole number from 0'
/** The longest title search: the picker's field holds no more. */
export const NOTE_MATCH_MAX = 200
const MATCH_MESSAGE = `must be 1 to ${NOTE_MATCH_MAX} characters`

export const NotesQuerySchema = z.object({
  vault: z.string().trim().max(100).optional(),
  /** Only notes whose title, path or a tag (`#` left off) contains this, case ignored. */
  q: z
    .string({ error: MATCH_MESSAGE })
    .trim()
    .min(1, MATCH_MESSAGE)
    .max(NOTE_MATCH_MAX, MATCH_MESSAGE)
    .optional(),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(NOTES_PAGE_MAX, LIMIT_MESSAGE)
    .default(NOTES_PAGE_SIZE),
  offset: z.coerce
    .number({ error: OFFSET_MESSAGE })
    .int(OFFSET_MESSAGE)
    .min(0, OFFSET_MESSAGE)
    .max(2_147_483_647, 'must be at most 2147483647')
    .default(0),
})
/** Link targets one request resolves: the links typed since a note was saved, at most this many. */
export const NOTE_LINKS_MAX = 10
const TARGET_MESSAGE = `must be 1 to ${NOTE_MATCH_MAX} characters`

/** `GET /api/obsidian/links?vault=…&target=…&target=…`: a repeated `target`, or one. */
export const NoteLinksQuerySchema = z.object({
  vault: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100),
  /** The path of the note the links are typed in: its folder wins among equal names. */
  from: z.string().max(1000, 'must be at most 1000 characters').optional(),
  target: z
    .union([z.string(), z.array(z.string())], { error: 'is required' })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(z.string().min(1, TARGET_MESSAGE).max(NOTE_MATCH_MAX, TARGET_MESSAGE))
        .max(NOTE_LINKS_MAX, `must be at most ${NOTE_LINKS_MAX} targets`),
    ),
})

export const NoteSearchQuerySchema = z.object({
  term: z
    .string({ error: 'is required' })
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(200, 'must be at most 200 characters'),
})
export const NoteIdParamsSchema = z.object({
  id: z.coerce.number().int().positive('must be a note id').max(2_147_483_647, 'must be a note id'),
})

const noNul = (value: string) => !value.includes('\u0000')

/**
 * The longest note a save or a new note may carry. Real vaults hold index notes of 300,000
 * characters (obsidian-hub's list of every plugin); Obsidian itself sets no limit.
 */
export const NOTE_MAX_CHARACTERS = 1_000_000
const NoteContentSchema = z
  .string()
  .max(NOTE_MAX_CHARACTERS, 'must be at most 1,000,000 characters')
  .refine(noNul, 'must not contain NUL characters')

const TitleSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(120, 'must be at most 120 characters')
  .refine(noNul, 'must not contain NUL characters')

export const CreateNoteSchema = z.object({
  title: TitleSchema,
  content: NoteContentSchema.default(''),
  tags: z
    .array(z.string().trim().min(1).max(40, 'must be at most 40 characters'))
    .max(20, 'must be at most 20 tags')
    .default([]),
  /** Left out: the author's personal vault ("My notes"). */
  vault: z.string().trim().min(1, 'must not be empty').max(100).optional(),
  consciousnessLevel: ConsciousnessLevelSchema.optional(),
})
export type CreateNote = z.infer<typeof CreateNoteSchema>

export const UpdateNoteSchema = z.object({
  title: TitleSchema.optional(),
  content: NoteContentSchema,
  tags: z.array(z.string().trim().min(1).max(200)).max(200).optional(),
  consciousnessLevel: ConsciousnessLevelSchema.optional(),
  /** The `version` the edit was made on; a file changed on disk since answers 409. */
  version: z.string().max(100).optional(),
})

export const InsightsSchema = z.object({
  insights: z.array(z.string()),
  mostLinked: z.array(z.object({ title: z.string(), backlinks: z.number().int() })),
  orphans: z.array(z.string()),
  brokenLinks: z.array(z.object({ from: z.string(), to: z.string() })),
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  growth: z.array(z.object({ day: z.string(), notes: z.number().int() })),
})

export const SyncAgentZeroSchema = z
  .object({
    noteId: z.coerce
      .number()
      .int()
      .positive('must be a note id')
      .max(2_147_483_647, 'must be a note id')
      .optional(),
    content: z.string().max(NOTE_MAX_CHARACTERS).optional(),
    consciousnessLevel: ConsciousnessLevelSchema.optional(),
  })
  .nullish()
export const SyncAgentZeroResultSchema = z.object({
  notesObserved: z.number().int(),
  consciousnessInsights: z.array(z.string()),
})

export const NoteGraphSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      vault: z.string(),
      tags: z.array(z.string()),
      links: z.number().int(),
    }),
  ),
  edges: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
})

/** A person an administrator named as an editor of a shared vault. */
export const VaultEditorSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  since: z.string(),
})
export type VaultEditor = z.infer<typeof VaultEditorSchema>

export const VaultParamsSchema = z.object({ vault: z.string().min(1).max(100) })

/** `GET /api/obsidian/vaults/:vault/file?path=…`: an attachment of the vault, by its path. */
export const VaultFileQuerySchema = z.object({
  path: z
    .string({ error: 'is required' })
    .min(1, 'is required')
    .max(1000, 'must be at most 1000 characters')
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters'),
})

/** A vault's settings (decision 201). */
export const VaultSettingsSchema = z.object({
  /** Renaming a note rewrites every link to it (Obsidian's "Automatically update internal links"). */
  updateLinksOnRename: z.boolean(),
})
export type VaultSettings = z.infer<typeof VaultSettingsSchema>
export const VaultEditorParamsSchema = VaultParamsSchema.extend({
  userId: z.coerce
    .number()
    .int()
    .positive('must be a user id')
    .max(2_147_483_647, 'must be a user id'),
})
export const AddVaultEditorSchema = z.object({
  username: z.string({ error: 'is required' }).trim().min(1, 'is required').max(254),
})

// The answers that are lists, named once for the endpoint table (src/shared/endpoints/notes.ts).
export const VaultListSchema = z.array(VaultSchema)
export const NoteSummaryListSchema = z.array(NoteSummarySchema)
export const NoteLinkListSchema = z.array(NoteLinkSchema)
export const NoteSearchResultListSchema = z.array(NoteSearchResultSchema)
export const VaultEditorListSchema = z.array(VaultEditorSchema)
