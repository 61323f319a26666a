import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { apiRequest } from '@/client/lib/api-request'
import type { DataQueryInput, QueryResult } from '@/shared/data-center'
import { queriesQueryKey } from './get-queries'

export const runQuery = (input: DataQueryInput) =>
  apiRequest<QueryResult>('POST', '/api/chatgpt/query', input)

/** Runs a query; success or failure, the history (which keeps failed answers too) refreshes. */
export function useRunQuery() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runQuery,
    // The spec's 'ChatGPT query failed' as the title, the server's reason as the text.
    onError: (error) => {
      toast({ variant: 'destructive', title: 'ChatGPT query failed', description: error.message })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queriesQueryKey }),
  })
}
