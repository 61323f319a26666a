import fs from 'node:fs'
import path from 'node:path'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import {
  ErrorCode,
  ListResourceTemplatesRequestSchema,
  ListResourcesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js'
import { McpPersonaPromptSchema } from '@/shared/mcp'
import { canReadVault, personalVault, type NoteViewer } from '../notes/index'
import { findChatPersona, personaGreeting, personaPrompt } from '../personas/index'
import { NOTE_URI_TEMPLATE, noteUri, parseNoteUri } from './note-uri'
import { noteAt, notePage } from './service'
import type { McpCaller } from './tools'

/** Notes a resource list page names. */
const PAGE = 200

/** A page's cursor: the offset of its first note, as text (opaque to clients). */
const cursorOffset = (cursor: string | undefined) => {
  if (cursor === undefined) return 0
  if (!/^\d{1,9}$/.test(cursor))
    throw new McpError(ErrorCode.InvalidParams, 'cursor: not one this server gave')
  return Number(cursor)
}

/**
 * Notes as resources, `note://vault/path` (note-uri.ts): listed page by page, read as their
 * Markdown file; only the shared vaults and the key owner's own are listed or read. The
 * server says `listChanged`: a notice stream (GET /mcp) tells clients when notes change.
 */
export function registerNoteResources(server: McpServer, caller: McpCaller) {
  const db = caller.app.database.db
  const root = caller.app.vaults.root
  const reader: NoteViewer = { user: caller.user, admin: false }
  const own = personalVault(caller.user.id)
  server.server.registerCapabilities({ resources: { listChanged: true } })

  server.server.setRequestHandler(ListResourcesRequestSchema, async (request) => {
    const offset = cursorOffset(request.params?.cursor)
    const rows = await notePage(db, own, PAGE + 1, offset)
    return {
      resources: rows.slice(0, PAGE).map((row) => ({
        uri: noteUri(row.vault, row.path),
        name: row.title,
        title: row.title,
        description: `${row.vault === own ? 'My notes' : row.vault}: ${row.path}`,
        mimeType: 'text/markdown',
      })),
      ...(rows.length > PAGE ? { nextCursor: String(offset + PAGE) } : {}),
    }
  })

  server.server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: [
      {
        uriTemplate: NOTE_URI_TEMPLATE,
        name: 'note',
        title: 'A note',
        description:
          'A note of a vault you can read, by vault and path (search_notes answers each note’s URI).',
        mimeType: 'text/markdown',
      },
    ],
  }))

  server.server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const uri = request.params.uri
    const at = parseNoteUri(uri)
    const note = at && canReadVault(reader, at.vault) ? await noteAt(db, at.vault, at.path) : null
    // Another person's note reads as missing, as a note that does not exist does.
    if (!note) throw new McpError(ErrorCode.InvalidParams, `No note you can read at ${uri}`)
    const file = await fs.promises
      .readFile(path.join(root, note.vault, note.path), 'utf8')
      .catch(() => null)
    return {
      contents: [{ uri, mimeType: 'text/markdown', text: file ?? note.content }],
    }
  })
}

/**
 * A persona's card as a prompt template: the persona's instructions (their card's system
 * prompt, description, personality, scenario, example dialogue, with names filled in) and
 * their greeting, for a client to start its own chat in that persona's voice.
 */
export function registerPersonaPrompt(server: McpServer, caller: McpCaller) {
  const db = caller.app.database.db
  server.registerPrompt(
    'persona',
    {
      title: 'Talk as a persona',
      description:
        'A persona’s character card (list_personas names them) as instructions for your own model, with the persona’s greeting; message adds your first words.',
      argsSchema: {
        persona: McpPersonaPromptSchema.shape.persona,
      },
    },
    async ({ persona }) => {
      const character = await findChatPersona(db, persona, caller.user)
      if (!character)
        throw new McpError(
          ErrorCode.InvalidParams,
          `No persona "${persona}" that you can talk to. list_personas names them.`,
        )
      const userName = caller.user.username
      const instructions = personaPrompt(character, { userName, recentMessages: [] })
      const greeting = personaGreeting(character, userName)
      return {
        description: `${character.name}, from their character card`,
        messages: [
          {
            role: 'user' as const,
            content: {
              type: 'text' as const,
              text: `From now on, answer as ${character.name}. Your instructions:\n\n${instructions}`,
            },
          },
          ...(greeting
            ? [{ role: 'assistant' as const, content: { type: 'text' as const, text: greeting } }]
            : []),
        ],
      }
    },
  )
}
