import type { App } from '@/server/app'
import type { JsonSchema } from './fuzz-inputs'

export interface RouteParameter {
  name: string
  required: boolean
  schema: JsonSchema
}

/** One method of one registered route, with what its OpenAPI operation says it accepts. */
export interface FuzzRoute {
  method: string
  /** Fastify's form: `/api/memory/facts/:id`, `/api/docs/*`. */
  url: string
  /** Whether the OpenAPI document describes it (hidden routes are fuzzed without a schema). */
  documented: boolean
  params: RouteParameter[]
  query: RouteParameter[]
  /** The JSON body schema, when the route declares one. */
  body?: JsonSchema
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}

const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/

/**
 * Every method and path the router holds, read from `printRoutes()` (Fastify has no route list;
 * an `onRoute` hook added after `buildApp()` would see none of them). HEAD is left out: Fastify
 * derives it from GET.
 */
export function registeredRoutes(app: App): { method: string; url: string }[] {
  const prefixes: string[] = []
  const routes: { method: string; url: string }[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const url = (depth > 0 ? prefixes[depth - 1]! : '') + match[2]!
    prefixes[depth] = url
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD') routes.push({ method, url })
  }
  return routes
}

const toFastifyPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1')

/** The registered routes, by path, with their OpenAPI operations (from `app.swagger()`). */
export function fuzzRoutes(app: App): FuzzRoute[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> }
  const operations = new Map<string, OpenApiOperation>()
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(methods))
      operations.set(`${method.toUpperCase()} ${toFastifyPath(path)}`, operation)

  const byPath = (a: { method: string; url: string }, b: { method: string; url: string }) =>
    a.url.localeCompare(b.url) || a.method.localeCompare(b.method)
  return registeredRoutes(app)
    .sort(byPath)
    .map(({ method, url }) => {
      const operation = operations.get(`${method} ${url}`)
      const parameters = operation?.parameters ?? []
      const of = (place: string) =>
        parameters
          .filter((p) => p.in === place)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema }))
      const params = of('path')
      // Undocumented routes still have their path parameters: fuzz them as free text.
      for (const name of url.match(/:(\w+)|\*/g) ?? [])
        if (!params.some((p) => `:${p.name}` === name))
          params.push({ name: name === '*' ? '*' : name.slice(1), required: true, schema: {} })
      return {
        method,
        url,
        documented: operation !== undefined,
        params,
        query: of('query'),
        body: operation?.requestBody?.content['application/json']?.schema,
      }
    })
}

/** The routes the OpenAPI document describes that the router does not hold (should be none). */
export function documentedButNotRegistered(app: App): string[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> }
  const registered = new Set(registeredRoutes(app).map((r) => `${r.method} ${r.url}`))
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .map((method) => `${method.toUpperCase()} ${toFastifyPath(path)}`)
      .filter((key) => !registered.has(key)),
  )
}
