import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { mcpContract } from '@/shared/contract/mcp'
import { route } from '../../route'
import { apiKeyOwner, markApiKeyUsed } from '../api-keys/service'
import { toPublicUser } from '../auth/service'
import { personalVault } from '../notes/index'
import { modelCallBudget } from './model-budget'
import { buildMcpServer } from './server'
import { touchesReadable } from './service'
import { NoticeStreams } from './notice-streams'

/** A refusal before the protocol is reached, in JSON-RPC's error shape (MCP clients read it). */
export function sendMcpError(reply: FastifyReply, status: number, message: string, code = -32000) {
  return reply
    .status(status)
    .type('application/json')
    .send({ jsonrpc: '2.0', error: { code, message }, id: null })
}

const bearer = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1]

/** How often a notice stream tells its client, at most, that the notes changed. */
const NOTICE_EVERY_MS = 1000

/**
 * The Model Context Protocol server (decision 254, docs/mcp.md) at `/mcp`, Streamable HTTP.
 * Authenticated as /v1 is (decision 150): only a personal API key, never the session cookie,
 * and refused once the key is revoked or expired or its owner disabled, deleted, or has changed
 * password without keeping their keys. Each request gets its own protocol server and
 * stateless transport, acting as the key's owner.
 */
export const mcpRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const streams = new NoticeStreams()
  const spendModelCall = modelCallBudget(app)
  app.addHook('onClose', () => streams.closeAll())

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) request.log.error({ err: error }, 'MCP request failed')
    if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60')
    return sendMcpError(
      reply,
      status,
      status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message,
      status === 400 ? -32700 : -32000,
    )
  })

  app.addHook('onRequest', async (request, reply) => {
    const key = bearer(request)
    const owner = key ? await apiKeyOwner(db, key) : undefined
    if (!owner) {
      reply.header('www-authenticate', 'Bearer realm="HumanCodex"')
      return sendMcpError(
        reply,
        401,
        key
          ? 'This API key is not valid: it was revoked, it expired, its account is disabled, or it never existed. Manage your keys at /account.'
          : 'Send your HumanCodex API key as `Authorization: Bearer hc-…` (create one on your account screen, /account).',
      )
    }
    request.user = toPublicUser(owner.user)
    app.background.track(markApiKeyUsed(db, owner.keyId), (error) =>
      request.log.warn({ err: error }, 'API key use not recorded'),
    )
  })

  /**
   * Hands one request to a fresh protocol server and transport. JSON answers rather than a
   * stream per POST: every reply is one message, and proxies pass it as it is. `ready` sees
   * the server before the request is handled: a notice stream's request lasts as long as it.
   */
  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    body?: unknown,
    ready?: (server: McpServer, transport: StreamableHTTPServerTransport) => void,
  ) {
    const user = request.user!
    const caller = { app, user, request, reply, spendModelCall: () => spendModelCall(user.id) }
    const server = buildMcpServer(caller)
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    })
    reply.hijack()
    reply.raw.once('close', () => {
      void transport.close()
      void server.close()
    })
    await server.connect(transport)
    ready?.(server, transport)
    await transport.handleRequest(request.raw, reply.raw, body)
  }

  route(app, mcpContract.post, { access: 'public' }, async (request, reply) => {
    await serve(request, reply, request.body)
  })

  // The notices' stream: a client that keeps it open hears when the notes it reads change.
  route(app, mcpContract.stream, { access: 'public' }, async (request, reply) => {
    const user = request.user!
    if (!String(request.headers.accept ?? '').includes('text/event-stream'))
      return sendMcpError(reply, 406, 'Not Acceptable: a notice stream is text/event-stream')
    const release = streams.admit(user.id)
    if (!release)
      return sendMcpError(
        reply,
        429,
        `At most ${NoticeStreams.PER_PERSON} notice streams per person are open at once; close one first.`,
      )
    const own = personalVault(user.id)
    let last = 0
    let pending: NodeJS.Timeout | undefined
    let notify = () => {}
    const unsubscribe = app.events.subscribe((event) => {
      if (event.type !== 'notes-changed') return
      const ids = (event.data as { notes?: number[] } | null)?.notes
      void (async () => {
        if (ids && !(await touchesReadable(db, ids, own))) return
        // At most one notice a second: a burst of saves is one list to read again.
        if (pending) return
        pending = setTimeout(
          () => {
            pending = undefined
            last = Date.now()
            notify()
          },
          Math.max(0, last + NOTICE_EVERY_MS - Date.now()),
        )
      })().catch((error: unknown) => request.log.warn({ err: error }, 'MCP notice not sent'))
    })
    const end = () => {
      unsubscribe()
      clearTimeout(pending)
      release()
    }
    reply.raw.once('close', end)
    await serve(request, reply, undefined, (server, transport) => {
      notify = () => void server.sendResourceListChanged()
      reply.raw.once(
        'close',
        streams.track(() => void transport.close()),
      )
    })
  })

  // Sessions keep no state here (decision 254): ending one has nothing to remove.
  route(app, mcpContract.end, { access: 'public' }, async (request, reply) => {
    await serve(request, reply)
  })
}
