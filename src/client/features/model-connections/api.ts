import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type {
  ConnectionInput,
  ConnectionPatch,
  ConnectionsOverview,
  ConnectionTest,
  ConnectionView,
  ModelChoices,
} from '@/shared/model-connections'

export const connectionsQueryKey = ['/api/connections'] as const

export const useConnections = (enabled: boolean) =>
  useQuery({
    queryKey: connectionsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<ConnectionsOverview>('GET', '/api/connections', undefined, { signal }),
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
  useChange((input: ConnectionInput) =>
    apiRequest<ConnectionView>('POST', '/api/connections', input),
  )

export const useEditConnection = () =>
  useChange(({ id, patch }: { id: string; patch: ConnectionPatch }) =>
    apiRequest<ConnectionView>('PATCH', `/api/connections/${id}`, patch),
  )

export const useRemoveConnection = () =>
  useChange((id: string) => apiRequest<void>('DELETE', `/api/connections/${id}`))

export const useTestConnection = () =>
  useChange((id: string) => apiRequest<ConnectionTest>('POST', `/api/connections/${id}/test`))

export const useChooseModels = () =>
  useChange((choices: Partial<ModelChoices>) =>
    apiRequest<ModelChoices>('PUT', '/api/connections/choices', choices),
  )
