import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import { knowledgeEndpoints } from '@/shared/endpoints/knowledge'
import type { MassEvolutionSchema } from '@/shared/knowledge'
import { isKnowledgeKey } from './keys'

export type MassEvolution = z.infer<typeof MassEvolutionSchema>

export const runMassEvolution = () => api(knowledgeEndpoints.massEvolution, { body: {} })

/** docs/product/knowledge.md: AI deep processing started, complete (with counts) or its error. */
export function useMassEvolution() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runMassEvolution,
    onMutate: () => {
      toast({
        title: 'AI Deep Processing Started',
        description: 'Finding the concepts the knowledge domains share...',
      })
    },
    onSuccess: ({ message, summary }) => {
      toast({
        title: 'AI Deep Processing Complete',
        description: `${message} Enhanced ${summary.totalProcessed} documents with ${summary.evolutionaryLeapsIdentified} evolutionary leaps.`,
      })
      void queryClient.invalidateQueries({ predicate: (query) => isKnowledgeKey(query.queryKey) })
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: 'Deep Processing Error',
        description: 'Failed to complete AI deep processing. Please try again.',
      })
    },
  })
}
