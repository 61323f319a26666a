import {
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  pathOf,
  searchOf,
  type TakesNoInput,
} from '@/shared/endpoint'
import { apiRequest, type RequestOptions } from './api-request'

/** The input argument: optional when the endpoint takes none. */
type InputArgs<E extends Endpoint> =
  TakesNoInput<E> extends true
    ? [input?: EndpointInput<E>, options?: RequestOptions]
    : [input: EndpointInput<E>, options?: RequestOptions]

type AnyInput = { params?: Record<string, unknown>; query?: Record<string, unknown> }

/** The URL of a call: path parameters filled in, the query appended. */
export function urlOf<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): string {
  const { params, query } = (input ?? {}) as AnyInput
  return pathOf(endpoint.path, params) + searchOf(query)
}

/**
 * Calls one endpoint of the contract (`src/shared/endpoints`): what it sends and gets back is
 * typed from the endpoint's schemas, the path comes from the endpoint, and errors are the
 * request helper's `ApiError` (decision 185).
 */
export function api<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: InputArgs<E>
): Promise<EndpointResponse<E>> {
  const url = urlOf(endpoint, ...([input] as InputArgs<E>))
  const body = (input as { body?: unknown } | undefined)?.body
  return apiRequest<EndpointResponse<E>>(endpoint.method, url, body, options)
}

/**
 * The TanStack Query key of a read: `[path]`, then the input when there is one, so
 * invalidating `queryKeyOf(endpoint)` clears every variant of it.
 */
export function queryKeyOf<E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
): readonly [string] | readonly [string, EndpointInput<E>] {
  return input === undefined ? [endpoint.path] : [endpoint.path, input]
}
