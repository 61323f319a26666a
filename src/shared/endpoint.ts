import type { input, output, ZodType } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The zod schema types of a request's parts and of its success answer, as a descriptor carries
 * them to `api()`. An endpoint without `response` answers nothing (204) or bytes of any shape
 * (a file, a stream).
 */
export interface EndpointIo {
  params?: ZodType
  query?: ZodType
  body?: ZodType
  response?: ZodType
}

/** One route of the API: its method and path, and (as types) what goes in and comes out. */
export interface Endpoint<Io extends EndpointIo = EndpointIo> {
  readonly method: HttpMethod
  /** Fastify's path syntax: `/api/ai-messages/:id`. */
  readonly path: string
  /** Never set at run time: carries the types to `api()`. */
  readonly io?: Io
}

/** A route as its area's table writes it: `'GET /api/obsidian/notes/:id'`. */
export type RouteLine = `${HttpMethod} /${string}`

type Nothing = Record<never, never>
type Success<R> = R extends { 200: infer S extends ZodType }
  ? S
  : R extends { 201: infer S extends ZodType }
    ? S
    : R extends { 202: infer S extends ZodType }
      ? S
      : never
type SuccessIo<R> = [Success<R>] extends [never]
  ? Nothing
  : // A schema that accepts anything (a download, a stream) tells a caller nothing.
    0 extends 1 & output<Success<R>>
    ? Nothing
    : { response: Success<R> }

/** What a contract entry says of a request and of its success answer (204 says nothing). */
export type EntryIo<Entry> = (Entry extends { params: infer S extends ZodType }
  ? { params: S }
  : Nothing) &
  (Entry extends { querystring: infer S extends ZodType } ? { query: S } : Nothing) &
  (Entry extends { body: infer S extends ZodType } ? { body: S } : Nothing) &
  (Entry extends { response: infer R } ? SuccessIo<R> : Nothing)

/**
 * An area's descriptors: each key's method and path, typed by the schemas its contract entry
 * names. `Entries` comes in by `import type`, so no zod reaches the client (decision 185); a
 * key the contract lacks, or one left out, fails to compile.
 */
export function endpoints<Entries>(lines: { [K in keyof Entries]: RouteLine }): {
  [K in keyof Entries]: Endpoint<EntryIo<Entries[K]>>
} {
  const table: Record<string, Endpoint> = {}
  for (const [key, line] of Object.entries<RouteLine>(lines)) {
    const space = line.indexOf(' ')
    table[key] = { method: line.slice(0, space) as HttpMethod, path: line.slice(space + 1) }
  }
  return table as never
}

type IoOf<E> = E extends Endpoint<infer Io> ? Io : never
type Part<Io, K extends 'params' | 'query' | 'body'> = Io extends {
  [P in K]: infer S extends ZodType
}
  ? // A query whose every field may be left out may itself be left out.
    K extends 'query'
    ? object extends input<S>
      ? { [P in K]?: input<S> }
      : { [P in K]: input<S> }
    : { [P in K]: input<S> }
  : { [P in K]?: never }

/** What a caller sends: the parts its schemas name, each required when named. */
export type EndpointInput<E extends Endpoint> = Part<IoOf<E>, 'params'> &
  Part<IoOf<E>, 'query'> &
  Part<IoOf<E>, 'body'>

/** What a caller gets back on success. */
export type EndpointResponse<E extends Endpoint> =
  IoOf<E> extends { response: infer S extends ZodType } ? output<S> : unknown

/** True when a caller may leave the input out: nothing in it is required. */
export type TakesNoInput<E extends Endpoint> = object extends EndpointInput<E> ? true : false

/** `/api/notes/:id` with `{ id: 5 }` → `/api/notes/5` (each value URI-encoded). */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === null) throw new Error(`${path}: missing :${name}`)
    return encodeURIComponent(String(value))
  })
}

/** A query object as a search string (`?a=1&b=x`), leaving out undefined and null values. */
export function searchOf(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}
