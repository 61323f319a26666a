import type { input, output, ZodType } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The zod schema types of a request's parts and of its success answer. Only types: the
 * descriptors in `endpoints/` import schemas with `import type`, so no zod reaches the client
 * bundle (decision 157). An endpoint without `response` answers something other than JSON
 * (a stream, a file) or nothing.
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
  /** Never set at run time: carries the types to `api()` and to the contract. */
  readonly io?: Io
}

const define =
  (method: HttpMethod) =>
  <Io extends EndpointIo = Record<never, never>>(path: string): Endpoint<Io> => ({ method, path })

export const get = define('GET')
export const post = define('POST')
export const put = define('PUT')
export const patch = define('PATCH')
export const del = define('DELETE')

/** The commonest descriptor: a GET with nothing in it but its answer. */
export const read = <S extends ZodType>(path: string): Endpoint<{ response: S }> =>
  get<{ response: S }>(path)

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
