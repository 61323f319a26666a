import fs from 'node:fs'
import path from 'node:path'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { User } from '@/shared/auth'
import { plural } from '@/shared/plural'
import {
  MCP_SEARCH_LIMIT,
  McpAppendNoteSchema,
  McpAskPersonaSchema,
  McpCreateNoteSchema,
  McpReadNoteSchema,
  McpSearchConversationsSchema,
  McpSearchFactsSchema,
  McpSearchNotesSchema,
} from '@/shared/mcp'
import { AiError } from '../../ai/provider'
import { isAdmin } from '../auth/service'
import { callerGone, chatCaller, listConversations, startTurn } from '../chat/service'
import { recordActivity } from '../learning/service'
import { listFacts } from '../memory/service'
import {
  canReadVault,
  canWriteVault,
  editedVaults,
  FrontMatterUnreadable,
  isPersonalVault,
  NoteConflict,
  personalVault,
  type NoteViewer,
} from '../notes/index'
import {
  backlinksOf,
  findNote,
  resolveLinks,
  searchNotes,
  vaultCounts,
  type NoteRow,
} from '../notes/service'
import { findChatPersona, listPersonas } from '../personas/service'
import type { ModelCallAnswer } from './model-budget'
import { noteUri } from './note-uri'
import {
  carriesTag,
  frontMatterValues,
  notesWith,
  propertiesOf,
  valueContains,
  type ListedNote,
} from './service'

/** The request a tool acts for: its key's owner, and the HTTP exchange a chat turn needs. */
export interface McpCaller {
  app: FastifyInstance
  user: User
  request: FastifyRequest
  reply: FastifyReply
  /** Takes one place in the person's model-call budget (`model-budget.ts`). */
  spendModelCall: () => Promise<ModelCallAnswer>
}

/** A refusal a tool answers as an MCP tool error (`isError`), in words for the person. */
export class ToolRefusal extends Error {}

const NO_NOTE = (id: number) =>
  new ToolRefusal(`No note ${id} that you can read. search_notes finds notes and their ids.`)

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] })
const json = (value: unknown): CallToolResult => text(JSON.stringify(value, null, 2))

/**
 * A tool's handler with its failures as tool errors: a refusal in its own words, anything else
 * logged and answered in general terms (no stack, no SQL), never a broken session.
 */
function guarded<A>(caller: McpCaller, name: string, run: (args: A) => Promise<CallToolResult>) {
  return async (args: A): Promise<CallToolResult> => {
    try {
      return await run(args)
    } catch (error) {
      if (error instanceof ToolRefusal) return { isError: true, ...text(error.message) }
      caller.request.log.error({ err: error, tool: name }, 'MCP tool failed')
      return { isError: true, ...text('Something went wrong on our side. Please try again.') }
    }
  }
}

const listed = (note: ListedNote | Omit<NoteRow, 'linkedNotes'>) => ({
  id: note.id,
  title: note.title,
  vault: note.vault,
  path: note.path,
  uri: noteUri(note.vault, note.path),
  tags: note.tags,
  modified: note.modified.toISOString(),
})

/**
 * The tools, each acting as the key's owner under the web app's rules (docs/product/
 * notes-and-vaults.md): reads cover the shared vaults and their own personal vault only, so an
 * administrator's key reads no one else's; writes need a vault they may edit.
 */
export function registerTools(server: McpServer, caller: McpCaller) {
  const { app, user } = caller
  const db = app.database.db
  /** Reading as the person themselves: an administrator's reach into others' vaults is left out. */
  const reader: NoteViewer = { user, admin: false }
  const writer: NoteViewer = { user, admin: isAdmin(app, user) }
  const own = personalVault(user.id)

  const readable = async (id: number) => {
    const note = await findNote(db, id)
    if (!note || !canReadVault(reader, note.vault)) throw NO_NOTE(id)
    return note
  }

  server.registerTool(
    'search_notes',
    {
      title: 'Search notes',
      description:
        'Find notes in the vaults you can read (shared vaults and your own "My notes") by words in the text, a tag, or a front-matter property (and its value). Give at least one of text, tag or property. Answers up to 50 notes, best or newest first, with id, title, vault, path, note:// URI and tags.',
      inputSchema: McpSearchNotesSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(caller, 'search_notes', async (args) => {
      const { text: words, tag, property, value, vault } = args
      if (!words && !tag && !property)
        throw new ToolRefusal('Give text, tag or property: what to look for.')
      if (value !== undefined && !property)
        throw new ToolRefusal('value needs property: the property whose value to match.')
      if (vault && !canReadVault(reader, vault)) return json({ notes: [] })
      let notes: (ListedNote & { snippet?: string })[]
      if (words) {
        // Full text first (ranked), then the other filters over its hits.
        const hits = await searchNotes(db, words, own)
        notes = hits
          .filter((hit) => !vault || hit.vault === vault)
          .filter((hit) => !tag || carriesTag(hit.tags, tag))
          .filter(
            (hit) =>
              !property ||
              hit.properties.some((p) => p.name.toLowerCase() === property.toLowerCase()),
          )
          .map((hit) => ({ ...hit, modified: new Date(hit.modified), snippet: hit.snippet }))
      } else {
        notes = await notesWith(db, { tag, property, vault }, own, value ? 200 : MCP_SEARCH_LIMIT)
      }
      if (property && value !== undefined) {
        const kept: typeof notes = []
        for (const note of notes) {
          const values = await propertiesOf(app.vaults.root, note)
          const key = Object.keys(values).find((k) => k.toLowerCase() === property.toLowerCase())
          if (key !== undefined && valueContains(values[key], value)) kept.push(note)
        }
        notes = kept
      }
      return json({
        notes: notes
          .slice(0, MCP_SEARCH_LIMIT)
          .map((note) => ({ ...listed(note), ...(note.snippet ? { snippet: note.snippet } : {}) })),
      })
    }),
  )

  server.registerTool(
    'read_note',
    {
      title: 'Read a note',
      description:
        'One note you can read, by id: its Markdown file as written (front matter included), its properties with their values, where its [[links]] lead, the notes linking to it (backlinks), and its version (give it to append_note so a change made meanwhile is not overwritten).',
      inputSchema: McpReadNoteSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(caller, 'read_note', async ({ id }) => {
      const note = await readable(id)
      const [links, backlinks] = await Promise.all([resolveLinks(db, note), backlinksOf(db, note)])
      const file = await fs.promises
        .readFile(path.join(app.vaults.root, note.vault, note.path), 'utf8')
        .catch(() => null)
      const markdown = file ?? note.content
      return {
        content: [
          {
            type: 'text',
            text: JSON.stringify(
              {
                ...listed(note),
                version: note.version,
                aliases: note.aliases,
                properties: frontMatterValues(markdown),
                links: links.map((link) => ({
                  target: link.target,
                  id: link.id,
                  title: link.title,
                  attachment: link.attachment,
                })),
                backlinks,
              },
              null,
              2,
            ),
          },
          { type: 'text', text: markdown },
        ],
      }
    }),
  )

  /** The vault a new note goes to, refused as the editor refuses it. */
  const writableVault = async (vault: string) => {
    const missing = new ToolRefusal(`No vault called "${vault}". list_vaults names yours.`)
    if (!canReadVault(reader, vault)) throw missing
    if (!(await canWriteVault(db, writer, vault))) {
      if (!(await app.vaults.vaults()).includes(vault)) throw missing
      throw new ToolRefusal(
        `The vault "${vault}" is read-only for you: only administrators and the editors they name can change it.`,
      )
    }
  }

  server.registerTool(
    'create_note',
    {
      title: 'Create a note',
      description:
        'Write a new Markdown note into a vault you may edit (your own "My notes" when vault is left out). The file is named after the title and never overwrites another. Answers the new note with its id, path, URI and version.',
      inputSchema: McpCreateNoteSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    guarded(caller, 'create_note', async (args) => {
      const vault = args.vault ?? own
      await writableVault(vault)
      const row = await app.vaults.create({ ...args, vault })
      if (!row) throw new ToolRefusal(`No vault called "${vault}". list_vaults names yours.`)
      await recordActivity(db, { userId: user.id, kind: 'note-created' }).catch((error: unknown) =>
        caller.request.log.warn({ err: error }, 'learning activity not recorded'),
      )
      return json({ ...listed(row), version: row.version })
    }),
  )

  server.registerTool(
    'append_note',
    {
      title: 'Append to a note',
      description:
        'Add Markdown at the end of a note you may edit, after a blank line; the rest of the file (front matter included) stays byte for byte. Give the version read_note answered: if the file changed since, nothing is written and the answer is a version conflict with the current version.',
      inputSchema: McpAppendNoteSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    guarded(caller, 'append_note', async ({ id, text: added, version }) => {
      const note = await readable(id)
      if (!(await canWriteVault(db, writer, note.vault)))
        throw new ToolRefusal(
          `The vault "${note.vault}" is read-only for you: only administrators and the editors they name can change it.`,
        )
      const body = note.content.replace(/\s+$/, '')
      const content = `${body}${body ? '\n\n' : ''}${added.replace(/\s+$/, '')}\n`
      try {
        const saved = await app.vaults.update(note, { content, version: version ?? note.version })
        return json({ ...listed(saved), version: saved.version })
      } catch (error) {
        if (error instanceof NoteConflict)
          throw new ToolRefusal(
            error.current
              ? `Version conflict: the note changed since version ${version ?? note.version} was read; nothing was written. Read it again (read_note; its version is now ${error.current.version}) and append to that.`
              : "Version conflict: the note's file is gone from its vault; nothing was written.",
          )
        if (error instanceof FrontMatterUnreadable)
          throw new ToolRefusal(
            `${error.message}: the note's front matter is not valid YAML, so it cannot be changed here; fix it in the file first.`,
          )
        throw error
      }
    }),
  )

  server.registerTool(
    'list_vaults',
    {
      title: 'List vaults',
      description:
        'The vaults you can read: the shared Obsidian vaults and your own personal vault ("My notes"), with how many notes each holds and whether you may write to it.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(caller, 'list_vaults', async () => {
      const names = [
        ...(await app.vaults.allVaults()).filter((name) => !isPersonalVault(name)),
        own,
      ]
      const counts = await vaultCounts(db, names)
      const edited = writer.admin ? null : await editedVaults(db, user.id)
      return json({
        vaults: names.map((name) => ({
          id: name,
          name: name === own ? 'My notes' : name,
          personal: name === own,
          noteCount: counts.get(name)?.notes ?? 0,
          canWrite: name === own || writer.admin || Boolean(edited?.has(name)),
        })),
      })
    }),
  )

  server.registerTool(
    'list_personas',
    {
      title: 'List personas',
      description:
        'The personas you can talk to: the built-in ones, shared ones, and your own, with id, name, role and model. ask_persona takes the id.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(caller, 'list_personas', async () => {
      const personas = await listPersonas(db, reader)
      return json({
        personas: personas.map((p) => ({
          id: p.id,
          name: p.name,
          role: p.role,
          builtin: p.builtin,
          mine: p.mine,
          model: p.model,
          tags: p.card.tags,
        })),
      })
    }),
  )

  server.registerTool(
    'ask_persona',
    {
      title: 'Ask a persona',
      description:
        'One turn with a persona, as the chat answers it: your remembered facts and preferences, the notes that bear on the question, the persona’s model (or the offline engine), and your daily conversation limit. Each call is a new conversation.',
      inputSchema: McpAskPersonaSchema,
      annotations: { readOnlyHint: false, openWorldHint: true },
    },
    guarded(caller, 'ask_persona', async ({ persona, message }) => {
      const character = await findChatPersona(db, persona, user)
      if (!character)
        throw new ToolRefusal(
          `No persona "${persona}" that you can talk to. list_personas names them.`,
        )
      const budget = await caller.spendModelCall()
      if (!budget.allowed)
        throw new ToolRefusal(
          `Too many persona questions this minute. Try again in ${plural(budget.retryAfterSeconds, 'second')}.`,
        )
      const started = await startTurn(
        app,
        chatCaller(caller.request, caller.reply),
        character,
        { message },
        { signal: callerGone(caller.reply), log: caller.request.log },
      )
      if (!started.ok) throw new ToolRefusal(started.message)
      for await (const event of started.events) {
        if (event.type === 'done') {
          const { result, notices } = event
          const answer = notices.length ? `${notices.join('\n')}\n\n${result.text}` : result.text
          return {
            content: [{ type: 'text', text: answer }],
            _meta: {
              persona: character.id,
              engine: result.engine,
              model: result.model,
              usage: event.usage,
            },
          }
        }
        if (event.type === 'stopped')
          throw new ToolRefusal('The answer was cut short (the server restarted). Ask again.')
        if (event.type === 'error')
          throw event.error instanceof AiError ? new ToolRefusal(event.error.message) : event.error
      }
      throw new ToolRefusal('The persona gave no answer. Ask again.')
    }),
  )

  server.registerTool(
    'search_conversations',
    {
      title: 'Search saved conversations',
      description:
        'Your saved conversations with the personas (saving is a Premium feature), newest first, each with a matching passage when query is given.',
      inputSchema: McpSearchConversationsSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(caller, 'search_conversations', async ({ query }) => {
      const found = await listConversations(db, user.id, query)
      const hits = query ? found.filter((c) => c.match !== null) : found
      return json({
        conversations: hits.slice(0, MCP_SEARCH_LIMIT).map((c) => ({
          id: c.id,
          persona: c.persona,
          title: c.title,
          updatedAt: c.updatedAt,
          messageCount: c.messageCount,
          match: c.match,
        })),
      })
    }),
  )

  server.registerTool(
    'search_facts',
    {
      title: 'Search remembered facts',
      description:
        'The facts the personas remember about you (from your conversations, or added by you on /memory), those containing query when given.',
      inputSchema: McpSearchFactsSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(caller, 'search_facts', async ({ query }) => {
      const wanted = query?.toLowerCase()
      const facts = (await listFacts(db, user.id)).filter(
        (f) => !wanted || f.fact.toLowerCase().includes(wanted),
      )
      return json({
        facts: facts.map((f) => ({
          id: f.id,
          fact: f.fact,
          source: f.source,
          updatedAt: f.updatedAt,
        })),
      })
    }),
  )
}
