import type { FastifyInstance, FastifyRequest } from 'fastify'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function sameOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true
  const origin = request.headers.origin
  if (!origin) return false
  try {
    return new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host
  } catch {
    return false
  }
}

/**
 * State-changing API calls must come from our own pages: a same-origin `Origin` header or
 * `Sec-Fetch-Site: same-origin`. Together with SameSite=Lax cookies this stops CSRF.
 */
export function registerCsrfProtection(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return
    if (sameOrigin(request)) return
    return reply
      .status(403)
      .send({ message: 'Cross-site request refused: send it from the HumanCodex site itself.' })
  })
}
