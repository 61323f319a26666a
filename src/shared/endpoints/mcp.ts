import type { mcpSchemas } from '../contract/mcp'
import { endpoints } from '../endpoint'

/**
 * The Model Context Protocol server (Streamable HTTP, bearer API key only; docs/mcp.md). Its
 * answers are JSON-RPC, written by the protocol's own transport, so no entry has a `response`
 * the client reads.
 */
export const mcpEndpoints = endpoints<typeof mcpSchemas>({
  post: 'POST /mcp',
  stream: 'GET /mcp',
  end: 'DELETE /mcp',
})
