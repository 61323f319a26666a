import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import { knowledgeEndpoints } from '@/shared/endpoints/knowledge'
import type { SeekResultSchema } from '@/shared/knowledge'
import { isKnowledgeKey } from './keys'

export type SeekResult = z.infer<typeof SeekResultSchema>['data']

export const seekGithub = () => api(knowledgeEndpoints.seekGithub, { body: {} }).then((r) => r.data)

/**
 * docs/product/knowledge.md: 'Knowledge Seeking Started', then 'Knowledge Seeking Complete' (Found
 * N repositories, created M knowledge documents) or 'Knowledge Seeking Failed'. After a successful
 * seek all data reloads.
 */
export function useSeekGithub() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: seekGithub,
    onMutate: () => {
      toast({
        title: 'Knowledge Seeking Started',
        description: 'Gathering comprehensive knowledge from GitHub across all academic domains...',
      })
    },
    onSuccess: (data) => {
      toast({
        title: 'Knowledge Seeking Complete',
        description: `Found ${data.repositoriesFound} repositories, created ${data.knowledgeDocumentsCreated} knowledge documents${data.partial ? ' (stopped early: partial results)' : ''}`,
      })
      void queryClient.invalidateQueries({ predicate: (query) => isKnowledgeKey(query.queryKey) })
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: 'Knowledge Seeking Failed',
        description: 'Failed to gather knowledge from GitHub',
      })
    },
  })
}
