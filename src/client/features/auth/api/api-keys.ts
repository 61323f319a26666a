import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import type { CreateApiKeyInput } from '@/shared/api-keys'
import { apiKeysEndpoints } from '@/shared/endpoints/api-keys'

export const apiKeysQueryKey = queryKeyOf(apiKeysEndpoints.list)

export const useApiKeys = () =>
  useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => api(apiKeysEndpoints.list, {}, { signal }),
  })

export function useCreateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => api(apiKeysEndpoints.create, { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  })
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api(apiKeysEndpoints.revoke, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  })
}
