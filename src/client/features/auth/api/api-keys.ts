import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { ApiKeySummary, CreatedApiKey } from '@/shared/api-keys'

export const apiKeysQueryKey = ['/api/api-keys'] as const

export const useApiKeys = () =>
  useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<{ keys: ApiKeySummary[] }>('GET', '/api/api-keys', undefined, { signal }),
  })

export function useCreateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => apiRequest<CreatedApiKey>('POST', '/api/api-keys', { name }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  })
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/api-keys/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  })
}
