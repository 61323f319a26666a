import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
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
    mutationFn: (name: string) => api(apiKeysEndpoints.create, { body: { name } }),
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
