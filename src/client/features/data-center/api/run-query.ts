import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import type { DataQueryInput } from '@/shared/data-center'
import { dataCenterEndpoints } from '@/shared/endpoints/data-center'
import { queriesQueryKey } from './get-queries'

export const runQuery = (input: DataQueryInput) => api(dataCenterEndpoints.query, { body: input })

/** Runs a query; success or failure, the history (which keeps failed answers too) refreshes. */
export function useRunQuery() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runQuery,
    // 'ChatGPT query failed' as the title (docs/product/knowledge.md), the server's reason as the
    // text.
    onError: (error) => {
      toast({ variant: 'destructive', title: 'ChatGPT query failed', description: error.message })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queriesQueryKey }),
  })
}
