import type { HttpMethod } from '@/shared/endpoint'

export const NETWORK_ERROR_MESSAGE =
  'Network connection failed. Please check your internet connection.'
export const INVALID_JSON_MESSAGE = 'Invalid JSON response'

/** An answer that was not OK, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number

  constructor(message: string, status: number) {
    super(message)
    this.name = 'ApiError'
    this.status = status
  }
}

export interface RequestOptions {
  signal?: AbortSignal
  /** Prefix for the path; the browser uses same-origin paths, tests a real server's URL. */
  baseUrl?: string
  /** Sees an OK response before its body is read: for headers such as `X-Total-Count`. */
  onResponse?: (response: Response) => void
}

/**
 * The one request helper: JSON in and out, cookies included, and the error semantics of
 * docs/product/errors-and-states.md: the body's `message`, else `error`, else the raw text, else
 * the status text.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  payload?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  // A file goes as it is, under its own type (a character card's PNG); anything else as JSON.
  const file = payload instanceof Blob ? payload : null
  let response: Response
  try {
    response = await fetch(`${options.baseUrl ?? ''}${path}`, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(payload === undefined
          ? {}
          : {
              'Content-Type': file ? file.type || 'application/octet-stream' : 'application/json',
            }),
      },
      body: payload === undefined ? undefined : (file ?? JSON.stringify(payload)),
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0)
  }

  if (!response.ok) throw new ApiError(await errorMessageOf(response), response.status)
  options.onResponse?.(response)
  if (response.status === 204) return undefined as T

  const contentType = response.headers.get('content-type') ?? ''
  if (!contentType.includes('application/json')) {
    throw new ApiError(
      `Expected a JSON response but received ${contentType || 'no content type'}`,
      response.status,
    )
  }
  const text = await response.text()
  try {
    return JSON.parse(text) as T
  } catch {
    throw new ApiError(INVALID_JSON_MESSAGE, response.status)
  }
}

/** The error text of a non-OK response: `message`, else `error`, else text, else status. */
export async function errorMessageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  try {
    const body: unknown = JSON.parse(text)
    if (body && typeof body === 'object') {
      const { message, error } = body as { message?: unknown; error?: unknown }
      if (typeof message === 'string' && message) return message
      if (typeof error === 'string' && error) return error
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return text || response.statusText || `Request failed with status ${response.status}`
}

/** The HTTP status carried by an error from `apiRequest`, or undefined for other errors. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined
}

/**
 * `request`, with `message` in place of the server's when it fails with an ApiError (the status
 * is kept): for reads whose product page names their own failure text. An abort passes through.
 */
export async function withFailureMessage<T>(message: string, request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    throw new ApiError(message, error.status)
  }
}
