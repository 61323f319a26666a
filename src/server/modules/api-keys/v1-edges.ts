import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { SELF_CALL_HEADER, SELF_CALL_TOKEN } from '../../ai/self-call'
import { openAiErrorHandler, sendOpenAiError } from '../openai-api/index'
import { applyV1Cors } from './v1-cors'

/** Control characters a message may not hold: all of C0 but tab, line feed and return; DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

const isV1 = (url: string) => /^\/v1(\/|\?|$)/.test(url)

const openAiError = (reply: FastifyReply, status: number, message: string, code: string) =>
  sendOpenAiError(
    reply,
    status,
    message,
    status >= 500 ? 'api_error' : 'invalid_request_error',
    code,
  )

/** Where the first control character in a parsed value is (keys included), as a dotted path. */
export function findControl(value: unknown, at = ''): string | null {
  const stack: [unknown, string][] = [[value, at]]
  while (stack.length > 0) {
    const [item, path] = stack.pop()!
    if (typeof item === 'string') {
      if (CONTROL.test(item)) return path
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const next = path ? `${path}.${key}` : key
        if (CONTROL.test(key)) return next
        stack.push([child, next])
      }
    }
  }
  return null
}

/**
 * The edges of the OpenAI-compatible API (/v1) that hold for every route under it, in OpenAI's
 * error shape: a request this process sent itself (a connection pointing back here) is refused;
 * control characters anywhere in the input answer 400, never reaching the database; an
 * unknown path answers 404 and a known path with another method 405, never the page shell.
 */
export const v1Edges = fp(
  async (app) => {
    const corsOrigins = app.config.corsOrigins
    app.addHook('onRequest', async (request, reply) => {
      if (!isV1(request.url)) return
      // Every answer names its request, as OpenAI's do: a client quotes it in a bug report.
      reply.header('x-request-id', `req_${request.id}`)
      if (applyV1Cors(corsOrigins, request, reply)) return reply
      if (request.headers[SELF_CALL_HEADER] !== SELF_CALL_TOKEN) return
      return openAiError(
        reply,
        508,
        'This request came from this server itself: a model connection points back at it.',
        'loop_detected',
      )
    })

    app.addHook('preValidation', async (request, reply) => {
      if (!isV1(request.url)) return
      const parts = { query: request.query, body: request.body }
      for (const [part, value] of Object.entries(parts)) {
        const path = findControl(value)
        if (path !== null)
          return openAiError(
            reply,
            400,
            `${path || part}: must not contain control characters`,
            'invalid_characters',
          )
      }
    })

    await app.register(
      async (v1) => {
        // A request for no route (a body that cannot be parsed, say) errs in this scope too.
        v1.setErrorHandler(openAiErrorHandler)
        v1.setNotFoundHandler((request, reply) => {
          const pathname = request.url.split('?', 1)[0]!
          const allowed = ['GET', 'POST'].filter((method) =>
            app.hasRoute({ method: method as 'GET', url: pathname }),
          )
          if (allowed.length && !allowed.includes(request.method))
            return openAiError(
              reply.header('allow', allowed.join(', ')),
              405,
              `${request.method} is not allowed on ${pathname}: use ${allowed.join(' or ')}.`,
              'method_not_allowed',
            )
          return openAiError(reply, 404, `There is no ${pathname} in this API.`, 'not_found')
        })
      },
      { prefix: '/v1' },
    )
  },
  { name: 'v1-edges', dependencies: ['config', 'request-target'] },
)
