import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { connectionsEndpoints } from '@/shared/endpoints/connections'
import type { ConnectionInput, ConnectionPatch, ModelChoices } from '@/shared/model-connections'

export const connectionsQueryKey = queryKeyOf(connectionsEndpoints.overview)

export const useConnections = (enabled: boolean) =>
  useQuery({
    queryKey: connectionsQueryKey,
    queryFn: ({ signal }) => api(connectionsEndpoints.overview, {}, { signal }),
    enabled,
    refetchInterval: 15_000,
  })

function useChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: connectionsQueryKey }),
  })
}

export const useAddConnection = () =>
  useChange((input: ConnectionInput) => api(connectionsEndpoints.add, { body: input }))

export const useEditConnection = () =>
  useChange(({ id, patch }: { id: string; patch: ConnectionPatch }) =>
    api(connectionsEndpoints.edit, { params: { id }, body: patch }),
  )

export const useRemoveConnection = () =>
  useChange((id: string) => api(connectionsEndpoints.remove, { params: { id } }))

export const useTestConnection = () =>
  useChange((id: string) => api(connectionsEndpoints.test, { params: { id } }))

export const useChooseModels = () =>
  useChange((choices: Partial<ModelChoices>) => api(connectionsEndpoints.choose, { body: choices }))

export const useTokenUsage = (days: number) =>
  useQuery({
    queryKey: queryKeyOf(connectionsEndpoints.usage, { query: { days } }),
    queryFn: ({ signal }) => api(connectionsEndpoints.usage, { query: { days } }, { signal }),
    refetchInterval: 60_000,
  })
