import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import type { ExternalAgentInput } from '@/shared/candidates'
import { candidateEndpoints } from '@/shared/endpoints/candidates'
import { agentsKey, commAgentsKey, externalAgentsKey } from './keys'
import { useLiveRefetchInterval } from './live-sync'

export const externalAgentsQueryOptions = () =>
  queryOptions({
    queryKey: externalAgentsKey,
    queryFn: ({ signal }) => api(candidateEndpoints.list, {}, { signal }),
  })

/** External AI agents registered through the candidate bridge. */
export function useExternalAgents() {
  const refetchInterval = useLiveRefetchInterval()
  return useQuery({ ...externalAgentsQueryOptions(), refetchInterval })
}

export function useRegisterExternalAgent({ onRegistered }: { onRegistered?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ExternalAgentInput) => api(candidateEndpoints.register, { body: input }),
    onSuccess: async (agent) => {
      onRegistered?.()
      toast({
        title: 'Agent Registered',
        description: `${agent.name} now appears on the board and in the agent lists.`,
      })
      await Promise.all(
        [externalAgentsKey, commAgentsKey, agentsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      )
    },
    onError: (error) =>
      toast({ title: 'Registration Failed', description: error.message, variant: 'destructive' }),
  })
}
