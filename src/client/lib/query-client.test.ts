import { describe, expect, it } from 'vitest'
import { ApiError } from './api-request'
import {
  createQueryClient,
  queryRetryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from './query-client'

const status = (code: number) => new ApiError('x', code)

describe('query retry policy', () => {
  it('never retries 4xx except 429', () => {
    for (const code of [400, 401, 403, 404, 409, 422])
      expect(shouldRetryQuery(0, status(code))).toBe(false)
    expect(shouldRetryQuery(0, status(429))).toBe(true)
  })

  it('retries 5xx, network failures and unknown errors up to twice', () => {
    for (const error of [status(500), status(0), new Error('boom')]) {
      expect(shouldRetryQuery(0, error)).toBe(true)
      expect(shouldRetryQuery(1, error)).toBe(true)
      expect(shouldRetryQuery(2, error)).toBe(false)
    }
  })

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
  })
})

describe('mutation retry policy', () => {
  it('retries once on 429 and 5xx only', () => {
    expect(shouldRetryMutation(0, status(429))).toBe(true)
    expect(shouldRetryMutation(0, status(503))).toBe(true)
    expect(shouldRetryMutation(1, status(503))).toBe(false)
    expect(shouldRetryMutation(0, status(400))).toBe(false)
    expect(shouldRetryMutation(0, status(0))).toBe(false)
  })
})

describe('createQueryClient', () => {
  it('keeps reads for five minutes, without refetching on focus or on a timer', () => {
    const defaults = createQueryClient().getDefaultOptions()
    expect(defaults.queries).toMatchObject({
      staleTime: 300_000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    })
    expect(defaults.mutations?.retryDelay).toBe(2000)
  })
})
