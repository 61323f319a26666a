import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { registerNoteResources, registerPersonaPrompt } from './resources'
import { registerTools, type McpCaller } from './tools'

/**
 * Largest number of array elements and object members one tool call's arguments may hold: a
 * note's 20 tags and a few fields need far fewer; a hostile call is refused before it is read.
 */
const MAX_TOOL_INPUT_ELEMENTS = 1000

/**
 * The protocol server for one request, acting as the key's owner. Made per request (stateless
 * transport, decision 254): nothing of a session lives in a process, so any instance answers
 * any request of a client's session, before and after a reconnect.
 */
export function buildMcpServer(caller: McpCaller): McpServer {
  const server = new McpServer(
    { name: 'humancodex', title: 'HumanCodex', version: '1.0.0' },
    {
      instructions:
        'Notes from the Obsidian vaults, personas and saved conversations of one HumanCodex account. search_notes then read_note to read; create_note and append_note (with the version read_note gave) to write; list_personas then ask_persona for one chat turn; search_conversations and search_facts for what was said and remembered.',
      maxToolInputElements: MAX_TOOL_INPUT_ELEMENTS,
    },
  )
  registerTools(server, caller)
  registerNoteResources(server, caller)
  registerPersonaPrompt(server, caller)
  return server
}
