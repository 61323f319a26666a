import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { DEFAULT_BODY_LIMIT } from '@/shared/endpoint-schema'
import { API_DOCS_PATH } from '@/shared/routes'
import { describeBytes } from '../body-budget'
import { sessionCookieName } from '../modules/auth/sessions'

const SESSION_SCHEME = 'sessionCookie'

/** `{ message }`, the body of every error answer. */
const errorBody = (description: string) => ({
  description,
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
})

/** What the plugins in front of every route may answer, where they can. */
const COMMON_ERRORS = {
  400: errorBody('The input is not valid; `message` names the field and what it needs.'),
  401: errorBody('Not signed in, or the session expired.'),
  403: errorBody('Refused: a write from another origin, or not allowed for this account.'),
  404: errorBody('No such item.'),
  429: errorBody('Too many requests from this address; `Retry-After` says when to try again.'),
}

/** `GET /api/ai-agents/:persona/ask` → `getAiAgentsByPersonaAsk`: stable, unique per route. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[-_.]/)] : segment.split(/[-_.]/),
    )
    .filter(Boolean)
  return (
    method.toLowerCase() +
    words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('') +
    (words.length ? '' : 'Root')
  )
}

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> }

/**
 * Completes each route's documentation from what is true of every route: an operationId from
 * its method and path; the session cookie as its security (required when the route answers
 * 401, optional otherwise); 400 where it takes input (validation), 403 on writes (the
 * same-origin check), 404 where the path names an item, 413 everywhere (the body
 * limit, decision 226), 429 where a rate limit applies (decision 144). A contract entry names
 * only the answers its handler sends itself.
 */
function completeOperation(schema: RouteSchema, route: RouteOptions, url: string): RouteSchema {
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET'
  const response = { ...schema.response }
  const add = (status: keyof typeof COMMON_ERRORS) => {
    response[status] ??= COMMON_ERRORS[status]
  }
  if (schema.params || schema.querystring || schema.body) add(400)
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) add(403)
  if (url.includes(':')) add(404)
  // Every route has a body limit, checked from Content-Length before anything else (226); the
  // description names it, whatever shape the route's errors take (`/v1` has OpenAI's).
  const limit = describeBytes(route.bodyLimit ?? DEFAULT_BODY_LIMIT)
  response[413] = {
    ...errorBody(''),
    ...(response[413] as object | undefined),
    description: `The body is over this route's limit of ${limit}; the message names it.`,
  }
  const rateLimit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit
  if (rateLimit) add(429)
  const signedIn = 401 in response
  return {
    ...schema,
    operationId: operationIdFor(method, url),
    security: signedIn ? [{ [SESSION_SCHEME]: [] }] : [{}, { [SESSION_SCHEME]: [] }],
    response,
  }
}

/** Generates the OpenAPI document from the routes' zod schemas. Register before any route. */
export const openApi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'HumanCodex API',
          description: 'The API behind the HumanCodex platform. Errors are always `{ message }`.',
          version: '1.0.0',
        },
        servers: [{ url: '/', description: 'The server this document came from' }],
        components: {
          securitySchemes: {
            [SESSION_SCHEME]: {
              type: 'apiKey',
              in: 'cookie',
              // Production sets the `__Host-` prefixed name (decision 129).
              name: sessionCookieName(app.config.env === 'production'),
              description: 'Set by `POST /api/login` or `POST /api/register`.',
            },
          },
        },
      },
      transform: (input) => {
        const { schema, url } = jsonSchemaTransform(input)
        // A route without a schema (a test's own extra route) has nothing to complete.
        if (!schema) return { schema, url }
        return {
          schema: completeOperation(schema as RouteSchema, input.route, input.url),
          url,
        }
      },
    })
    await app.register(swaggerUi, { routePrefix: API_DOCS_PATH })
    app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger())
  },
  { name: 'openapi', dependencies: ['config'] },
)
