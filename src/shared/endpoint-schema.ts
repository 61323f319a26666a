import type { ZodType } from 'zod'
import type { Endpoint } from './endpoint'
import { ErrorResponseSchema } from './errors'

/**
 * What one call of a route costs the server, which sets its rate limit (decision 216): a
 * sign-in or sign-up, a model call, an upload, a search, a write or a read. An entry that
 * declares none costs a read when it is a GET and a write otherwise.
 */
export type RouteCost = 'auth' | 'model' | 'upload' | 'search' | 'write' | 'read'

export const KiB = 1024
export const MiB = 1024 * KiB

/**
 * The largest body a route takes unless its entry says more (decision 226): every JSON body
 * whose fields are bounded fits in it, counting three UTF-8 bytes a character.
 */
export const DEFAULT_BODY_LIMIT = 64 * KiB

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503

/**
 * The server half of a route: the schemas Fastify validates and serializes with and the
 * OpenAPI text. The descriptor in `endpoints/` takes its types from these (decision 185).
 */
export interface EntrySchema {
  summary: string
  description?: string
  /** Left out of the OpenAPI document (internal or test-only routes). */
  hide?: boolean
  /** When it is not the default of its method (see RouteCost). */
  cost?: RouteCost
  /**
   * The largest request body in bytes, when more than DEFAULT_BODY_LIMIT: refused with 413
   * before it is read past that (decision 226). Only routes that take files, notes or long
   * conversations need more.
   */
  bodyLimit?: number
  headers?: ZodType
  params?: ZodType
  querystring?: ZodType
  body?: ZodType
  response: { [status: number]: ZodType }
}

export interface Operation<E extends Endpoint = Endpoint, S = { tags: string[] } & EntrySchema> {
  readonly endpoint: E
  readonly schema: S
}

/** An area's entries, keyed like its descriptors; checked, and kept as written for their types. */
export function schemas<const S extends Record<string, EntrySchema>>(entries: S): S {
  return entries
}

/** The commonest entry: a read with its summary and its one answer, 200. */
export function read<const S extends ZodType>(
  summary: string,
  answer: S,
): { summary: string; response: { 200: S } } {
  return { summary, response: { 200: answer } }
}

/**
 * A contract table: pairs each descriptor of an area with its entry, by the same key, under the
 * area's OpenAPI tag.
 */
export function contract<
  E extends Record<string, Endpoint>,
  S extends { [K in keyof E]: EntrySchema },
>(
  tag: string,
  endpoints: E,
  entries: S,
): { [K in keyof E]: Operation<E[K], { tags: string[] } & S[K]> } {
  const tags = [tag]
  return Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [
      key,
      { endpoint: endpoints[key]!, schema: { tags, ...schema } },
    ]),
  ) as never
}

/** The one error map: `{ message }` for each status named. */
export function errors<const C extends ErrorStatus[]>(
  ...codes: C
): { [K in C[number]]: typeof ErrorResponseSchema } {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema])) as never
}
