import type { FastifyReply, FastifyRequest } from 'fastify'

/** What a browser client of /v1 sends besides the simple headers: the OpenAI SDKs add their own. */
const HEADER_NAME = /^[A-Za-z0-9-]{1,64}$/
const MAX_REQUESTED_HEADERS = 40

/**
 * The answer's headers a browser client may read: the OpenAI SDKs decide on retries by
 * `x-should-retry` and `retry-after`, log `x-request-id`, and show the rate-limit ones.
 */
export const EXPOSED_HEADERS = [
  'retry-after',
  'retry-after-ms',
  'x-should-retry',
  'x-request-id',
  'openai-processing-ms',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
].join(', ')

/** Whether `origin` may read /v1 answers: listed exactly (scheme, host, port) or `*` listed. */
export function corsAllows(origins: readonly string[], origin: string | undefined): boolean {
  if (!origin || origins.length === 0) return false
  return origins.includes('*') || origins.includes(origin.replace(/\/+$/, '').toLowerCase())
}

/**
 * The headers a preflight may allow: the ones it asked for when each is a plain header name
 * (the OpenAI SDKs send `x-stainless-*` and `openai-*` ones that change between versions), else
 * none. Credentials are never allowed: /v1 takes a key in `Authorization`, not the cookie.
 */
export function allowedRequestHeaders(requested: string | undefined): string | null {
  if (!requested) return null
  const names = requested
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (names.length > MAX_REQUESTED_HEADERS || !names.every((name) => HEADER_NAME.test(name)))
    return null
  return names.join(', ')
}

/**
 * CORS for the OpenAI-compatible API only (decision 207): a web client on a listed origin may
 * call /v1 with a person's key from the browser. The site's own `/api` stays same-origin.
 * Returns true when the request was a preflight and has been answered.
 */
export function applyV1Cors(
  origins: readonly string[],
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const origin = request.headers.origin
  const preflight =
    request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined
  if (!corsAllows(origins, origin)) {
    if (!preflight) return false
    reply.status(403).send({
      error: {
        message: 'This origin may not call the API from a browser (CORS_ORIGINS).',
        type: 'invalid_request_error',
        code: 'origin_not_allowed',
      },
    })
    return true
  }
  reply.header('access-control-allow-origin', origins.includes('*') ? '*' : origin!)
  reply.header('vary', 'Origin')
  if (!preflight) {
    reply.header('access-control-expose-headers', EXPOSED_HEADERS)
    return false
  }
  const headers = allowedRequestHeaders(request.headers['access-control-request-headers'])
  reply
    .status(204)
    .header('access-control-allow-methods', 'GET, POST, OPTIONS')
    .header('access-control-max-age', '600')
  if (headers) reply.header('access-control-allow-headers', headers)
  reply.send()
  return true
}
