import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import type { Collaboration, CollaborationStart } from '@/shared/communication'
import { BUILTIN_PERSONA_IDS } from '@/shared/personas'
import { collaborationEndpoints } from '@/shared/endpoints/collaboration'
import { collaborationsKey } from './keys'

/** The agents that can collaborate: they answer through the AI engine. */
export const COLLABORATORS = [...BUILTIN_PERSONA_IDS, 'agent-zero'] as const

export const startCollaboration = (input: CollaborationStart) =>
  api(collaborationEndpoints.start, { body: input })

/** Starts a real multi-agent exchange; its turns arrive as board messages. */
export function useStartCollaboration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startCollaboration,
    onSuccess: (collaboration) => {
      queryClient.setQueryData<Collaboration[]>(collaborationsKey, (old) =>
        old ? [collaboration, ...old.filter((c) => c.id !== collaboration.id)] : old,
      )
      void queryClient.invalidateQueries({ queryKey: collaborationsKey })
      toast({
        title: 'Collaboration Started',
        description: 'AI agents are now collaborating on the specified topic.',
      })
    },
    onError: (error) =>
      toast({
        title: 'Collaboration Not Started',
        description: error.message,
        variant: 'destructive',
      }),
  })
}
