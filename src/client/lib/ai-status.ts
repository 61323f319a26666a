import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AiStatus } from '@/shared/chat'
import { apiRequest } from './api-request'

export const aiStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/ai/status'],
    queryFn: ({ signal }) => apiRequest<AiStatus>('GET', '/api/ai/status', undefined, { signal }),
  })

/** Which engine answers (offline or a model) and the one-line hint on connecting one. */
export const useAiStatus = () => useQuery(aiStatusQueryOptions())
