import { z } from 'zod'
import { ChatRequestSchema } from './chat'
import { CreateNoteSchema, NoteIdParamsSchema, NoteSearchQuerySchema } from './notes'
import { PersonaSlugSchema } from './personas'

/**
 * The Model Context Protocol server (docs/mcp.md): its address, and the input of each of its
 * tools, made from the schemas the web app's own routes validate with, so a tool accepts what
 * the screen accepts and no more. The SDK turns them into the JSON schemas clients are shown.
 */
export const MCP_PATH = '/mcp'

/** How many hits a search tool answers at most. */
export const MCP_SEARCH_LIMIT = 50

const noteId = NoteIdParamsSchema.shape.id.describe('The note id, as search_notes answers it.')
const vaultName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')

export const McpSearchNotesSchema = z.object({
  text: NoteSearchQuerySchema.shape.term
    .optional()
    .describe('Words to find in titles and bodies (full text, 3–200 characters).'),
  tag: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .optional()
    .describe('A tag the note carries, with or without #; a nested tag matches its parts too.'),
  property: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .optional()
    .describe('A front-matter property the note has (its name).'),
  value: z
    .string()
    .max(200, 'must be at most 200 characters')
    .optional()
    .describe('With property: the property value must contain this text (any case).'),
  vault: vaultName.optional().describe('Only this vault (list_vaults names them).'),
})

export const McpReadNoteSchema = z.object({ id: noteId })

export const McpCreateNoteSchema = z.object({
  title: CreateNoteSchema.shape.title.describe('The title; the file name is made from it.'),
  content: CreateNoteSchema.shape.content.describe(
    'The Markdown body. Starting with "# Title" and ending with one line break, the file holds exactly these bytes.',
  ),
  tags: CreateNoteSchema.shape.tags.describe('Tags, written to the front matter.'),
  vault: CreateNoteSchema.shape.vault.describe(
    'The vault (list_vaults, canWrite); left out: your personal vault, "My notes".',
  ),
})

export const McpAppendNoteSchema = z.object({
  id: noteId,
  text: CreateNoteSchema.shape.content
    .refine((text) => text.trim().length > 0, 'must not be empty')
    .describe('Markdown added at the end of the note, after a blank line.'),
  version: z
    .string()
    .max(100)
    .optional()
    .describe(
      'The version read_note answered: a note changed since then is refused (version conflict) instead of overwritten.',
    ),
})

export const McpAskPersonaSchema = z.object({
  persona: PersonaSlugSchema.describe('The persona id, as list_personas answers it.'),
  message: ChatRequestSchema.shape.message.describe('What to ask or say, one turn.'),
})

export const McpSearchConversationsSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .optional()
    .describe('Words to find in your saved conversations; left out: the newest ones.'),
})

export const McpSearchFactsSchema = z.object({
  query: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .optional()
    .describe('Text the remembered fact contains (any case); left out: all of them.'),
})

export const McpPersonaPromptSchema = z.object({
  persona: PersonaSlugSchema.describe('The persona id, as list_personas answers it.'),
})
