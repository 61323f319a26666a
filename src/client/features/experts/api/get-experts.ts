import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { Expert } from '@/shared/experts'

export const expertsQueryKey = ['/api/experts'] as const

/** The whole ring; the directory filters it as you type (spec part 1 §5). */
export const expertsQueryOptions = () =>
  queryOptions({
    queryKey: expertsQueryKey,
    queryFn: ({ signal }) => apiRequest<Expert[]>('GET', '/api/experts', undefined, { signal }),
  })

export const useExperts = () => useQuery(expertsQueryOptions())
