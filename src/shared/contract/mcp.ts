import { z } from 'zod'
import { schemas, contract } from '../endpoint-schema'
import { mcpEndpoints } from '../endpoints/mcp'

/** A refusal before the protocol is reached (key, limit), as JSON-RPC clients read one. */
export const McpErrorSchema = z.object({
  jsonrpc: z.literal('2.0'),
  error: z.object({ code: z.number().int(), message: z.string() }),
  id: z.null(),
})

const refusals = { 400: McpErrorSchema, 401: McpErrorSchema, 429: McpErrorSchema }
/** A JSON-RPC message or batch; the protocol's transport checks its shape and answers in kind. */
const JsonRpc = z.unknown()

export const mcpSchemas = schemas({
  post: {
    // As `/v1`'s chat: a note created or appended through a tool travels in one message.
    bodyLimit: 1024 * 1024,
    summary: 'Model Context Protocol: one JSON-RPC message or batch (Streamable HTTP)',
    description:
      'Tools, resources and prompts over the notes, personas and conversations of the API key’s owner. Send `Authorization: Bearer hc-…` and `Accept: application/json, text/event-stream`. See docs/mcp.md.',
    body: JsonRpc,
    response: { 200: JsonRpc, ...refusals },
  },
  stream: {
    summary: 'Model Context Protocol: the server’s notices (resource list changed), as SSE',
    response: { 200: z.string(), ...refusals },
  },
  end: {
    summary: 'Model Context Protocol: end a session (sessions keep no state here)',
    response: { 200: z.string(), ...refusals },
  },
})

export const mcpContract = contract('mcp', mcpEndpoints, mcpSchemas)
