import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { apiRequest, statusOf } from './api-request'

const MAX_QUERY_RETRIES = 2
const MAX_RETRY_DELAY_MS = 30_000
const MUTATION_RETRY_DELAY_MS = 2_000

/** Queries: no retry on 4xx except 429; otherwise up to two retries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error)
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) return false
  return failureCount < MAX_QUERY_RETRIES
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS)
}

/** Mutations: one retry, only on 429 or 5xx. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  const status = statusOf(error)
  return failureCount < 1 && status !== undefined && (status === 429 || status >= 500)
}

/** The default query fetches `GET queryKey[0]`. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiRequest('GET', String(queryKey[0]), undefined, { signal })

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: MUTATION_RETRY_DELAY_MS,
      },
    },
  })
}
