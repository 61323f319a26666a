import fp from 'fastify-plugin'

interface Visit {
  value: unknown
  key: string
  parent: Visit | null
}

const pathOf = (visit: Visit) => {
  const keys: string[] = []
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key)
  const path = keys.reverse().join('.')
  return path.length > 200 ? `${path.slice(0, 200)}…` : path
}

/**
 * Where the first NUL character in a parsed request value is (its keys included), as a dotted
 * path ('' for the value itself), or null. Iterative: bodies may nest hundreds of thousands deep.
 */
export function findNul(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: '', parent: null }]
  while (stack.length > 0) {
    const visit = stack.pop()!
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) return pathOf(visit)
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      for (const [key, child] of Object.entries(visit.value)) {
        const next = { value: child, key, parent: visit }
        if (key.includes('\u0000')) return pathOf(next)
        stack.push(next)
      }
    }
  }
  return null
}

/** Where a target can carry a NUL: percent-encoded, or raw if a parser ever let one through. */
const mayHoldNul = (url: string) => url.includes('%00') || url.includes('\u0000')

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so an API request carrying it anywhere (body,
 * query string, path) is refused with 400 before any route sees it (decision 090).
 */
export const nulRefusal = fp(
  async (app) => {
    app.addHook('preValidation', (request, reply, done) => {
      // Without a body, a NUL can only arrive in the target itself (percent-encoded): most
      // reads are answered without walking their parsed parts.
      if (!request.isApi || (request.body === undefined && !mayHoldNul(request.url))) return done()
      const parts = { params: request.params, querystring: request.query, body: request.body }
      for (const [part, value] of Object.entries(parts)) {
        const path = findNul(value)
        if (path !== null)
          return void reply
            .status(400)
            .send({ message: `${path || part}: must not contain NUL characters` })
      }
      done()
    })
  },
  { name: 'nul-refusal', dependencies: ['request-target'] },
)
