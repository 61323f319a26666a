import type { ZodType } from 'zod'
import type { Endpoint, EndpointIo } from './endpoint'
import { ErrorResponseSchema } from './errors'

type IoOf<E> = E extends Endpoint<infer Io> ? Io : never
type SuccessStatus = 200 | 201 | 202 | 204
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503

/**
 * The server half of an endpoint: the schemas Fastify validates and serializes with and the
 * OpenAPI text. Each part must be the very schema type the descriptor names (decision 157).
 */
export type OperationSchema<Io extends EndpointIo> = { tags: string[] } & EntrySchema<Io>

/** An operation's schemas as a contract table lists them: the table gives the tag once. */
export type EntrySchema<Io extends EndpointIo> = {
  summary: string
  description?: string
  /** Left out of the OpenAPI document (internal or test-only routes). */
  hide?: boolean
  headers?: ZodType
} & (Io extends { params: infer S } ? { params: S } : { params?: never }) &
  (Io extends { query: infer S } ? { querystring: S } : { querystring?: never }) &
  (Io extends { body: infer S } ? { body: S } : { body?: never }) & {
    response: (Io extends { response: infer S }
      ? { [K in SuccessStatus]?: S }
      : { [K in SuccessStatus]?: ZodType }) & { [K in ErrorStatus]?: ZodType }
  }

export interface Operation<E extends Endpoint = Endpoint, S = OperationSchema<IoOf<E>>> {
  readonly endpoint: E
  readonly schema: S
}

/** Pairs a descriptor with its schemas; a schema that does not match the descriptor fails to compile. */
export function operation<E extends Endpoint, const S extends OperationSchema<IoOf<E>>>(
  endpoint: E,
  schema: S,
): Operation<E, S> {
  return { endpoint, schema }
}

/** The commonest entry: a read with its summary and its one answer, 200. */
export function read<const S extends ZodType>(
  summary: string,
  answer: S,
): { summary: string; response: { 200: S } } {
  return { summary, response: { 200: answer } }
}

/**
 * A contract table: pairs each descriptor of an area with its schemas, by the same key, under
 * the area's OpenAPI tag. A missing key, or a schema that does not match its descriptor, fails
 * to compile.
 */
export function contract<
  E extends Record<string, Endpoint>,
  const S extends { [K in keyof E]: EntrySchema<IoOf<E[K]>> },
>(
  tag: string,
  endpoints: E,
  schemas: S,
): { [K in keyof E]: Operation<E[K], { tags: string[] } & S[K]> } {
  const tags = [tag]
  return Object.fromEntries(
    Object.entries(schemas).map(([key, schema]) => [
      key,
      operation(endpoints[key]!, { tags, ...schema } as never),
    ]),
  ) as never
}

/** The one error map: `{ message }` for each status named. */
export function errors<const C extends ErrorStatus[]>(
  ...codes: C
): { [K in C[number]]: typeof ErrorResponseSchema } {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema])) as never
}
