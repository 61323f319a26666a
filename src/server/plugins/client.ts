import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { MCP_PATH } from '@/shared/mcp'

const ONE_YEAR = 'public, max-age=31536000, immutable'
/** The methods `/mcp` answers (Streamable HTTP: messages, the notice stream, a session's end). */
const MCP_METHODS = ['GET', 'POST', 'DELETE']

/**
 * Serves the built client, brotli or gzip from the copies the build made: hashed assets cached
 * for a year, everything else revalidated, and index.html for any other GET that is not an API
 * call or a file, so client routes load.
 */
export const client = fp(
  async (app) => {
    const clientDir = app.config.clientDir
    const indexFile = path.join(clientDir, 'index.html')
    const hasClient = fs.existsSync(indexFile)
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: clientDir,
        // One `/*` route that looks the file up, not a route per file (with the .br and .gz
        // copies, about 800): quicker to start and lighter (decision 145).
        wildcard: true,
        index: false,
        cacheControl: false,
        // The build writes `.br` and `.gz` beside each file; the browser's Accept-Encoding picks
        // one (Vary: Accept-Encoding), the plain file otherwise. index.html included.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
          reply.header('cache-control', hashed ? ONE_YEAR : 'no-cache')
        },
      })
      app.get('/', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html'),
      )
    } else {
      app.log.warn({ clientDir }, 'client build not found; run `npm run build` to serve the UI')
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      // An MCP client that sends another method is told which ones the endpoint takes.
      if (pathname === MCP_PATH)
        return reply
          .status(405)
          .header('allow', MCP_METHODS.join(', '))
          .send({
            jsonrpc: '2.0',
            error: {
              code: -32000,
              message: `${request.method} is not allowed on ${MCP_PATH}: use ${MCP_METHODS.join(', ')}.`,
            },
            id: null,
          })
      const wantsPage =
        hasClient &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        // Discovery documents (OAuth's, which MCP clients ask for first) are not pages: a 404
        // tells the client there is none, where the page shell would read as a broken one.
        !pathname.startsWith('/.well-known/') &&
        !path.extname(pathname)
      if (!wantsPage) {
        return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` })
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    })
  },
  { name: 'client', dependencies: ['config'] },
)
