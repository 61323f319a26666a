import fp from 'fastify-plugin'
import { jsonDeeperThan, MAX_JSON_DEPTH } from '../json-depth'

declare global {
  interface String {
    /** ES2024, in Node since 20: false when a surrogate has no pair. Not in TypeScript's ES2023 lib. */
    isWellFormed(): boolean
  }
}

interface Visit {
  value: unknown
  key: string
  parent: Visit | null
  depth: number
}

const pathOf = (visit: Visit) => {
  const keys: string[] = []
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key)
  const path = keys.reverse().join('.')
  return path.length > 200 ? `${path.slice(0, 200)}…` : path
}

/** What is wrong with one piece of text, or null: the database stores neither. */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters'
  if (!text.isWellFormed())
    return 'must be valid Unicode: it holds a lone surrogate (\\ud800–\\udfff without its pair)'
  return null
}

/** Where a parsed value holds text the database cannot store, or nests too deep, and what. */
export interface BadText {
  /** A dotted path ('' for the value itself). */
  path: string
  problem: string
}

/**
 * The first NUL, lone surrogate or nesting past `maxDepth` in a parsed request value (keys
 * included), or null. Iterative, each value visited once; the bytes of a file (a Buffer) are
 * the route's to read.
 */
export function findBadText(value: unknown, maxDepth = MAX_JSON_DEPTH): BadText | null {
  const stack: Visit[] = [{ value, key: '', parent: null, depth: 0 }]
  while (stack.length > 0) {
    const visit = stack.pop()!
    if (typeof visit.value === 'string') {
      const problem = textProblem(visit.value)
      if (problem) return { path: pathOf(visit), problem }
    } else if (
      typeof visit.value === 'object' &&
      visit.value !== null &&
      !ArrayBuffer.isView(visit.value)
    ) {
      if (visit.depth >= maxDepth)
        return { path: pathOf(visit), problem: `nests deeper than ${maxDepth} levels` }
      for (const [key, child] of Object.entries(visit.value)) {
        const next = { value: child, key, parent: visit, depth: visit.depth + 1 }
        const problem = textProblem(key)
        if (problem) return { path: pathOf(next), problem }
        stack.push(next)
      }
    }
  }
  return null
}

/** A request the plugin refuses: each scope's error handler words it (`/v1` in OpenAI's shape). */
const refusal = (message: string) => Object.assign(new Error(message), { statusCode: 400 })

/** The scopes outside `/api` that take text: OpenAI's protocol and MCP's. */
const isKeyScope = (url: string) => /^\/(v1|mcp)(\/|\?|$)/.test(url)
/** Where a target can carry a NUL or a lone surrogate: only percent-encoded, or raw. */
const mayHoldBadText = (url: string) => url.includes('%') || url.includes('\u0000')

/**
 * Text the database cannot hold is refused at one place for every route, with 400 naming the
 * field (decisions 090, 226): a NUL or a lone surrogate anywhere in the body, query string or
 * path, and JSON nested deeper than 64 levels, which is refused before it is parsed. Each check
 * reads the text once.
 */
export const textRefusal = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error')
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonDeeperThan(body as string))
        return done(refusal(`body: nests deeper than ${MAX_JSON_DEPTH} levels`), undefined)
      parseJson(request, body as string, done)
    })

    app.addHook('preValidation', (request, _reply, done) => {
      if (!request.isApi && !isKeyScope(request.url)) return done()
      // Without a body, bad text can only arrive in the target itself (percent-encoded): most
      // reads are answered without walking their parsed parts.
      if (request.body === undefined && !mayHoldBadText(request.url)) return done()
      const parts = { params: request.params, querystring: request.query, body: request.body }
      for (const [part, value] of Object.entries(parts)) {
        const bad = findBadText(value)
        if (bad) return done(refusal(`${bad.path || part}: ${bad.problem}`))
      }
      done()
    })
  },
  { name: 'text-refusal', dependencies: ['request-target'] },
)
