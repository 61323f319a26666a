import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import type { BoardMessage, ReactionResult } from '@/shared/board'
import { applyReaction, applyReactionToPages, type MessagePages } from './cache-updates'
import { boardEndpoints } from '@/shared/endpoints/board'
import { logKey, MESSAGES_PATH } from './keys'

export type Reaction = ReactionResult['reaction']

export const reactToMessage = (input: { messageId: number; reaction: Reaction }) =>
  api(boardEndpoints.react, { body: input })

/** Like or mark helpful (once per person); the counts in every list follow the answer. */
export function useReactToMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reactToMessage,
    onSuccess: (result) => {
      for (const query of queryClient.getQueryCache().findAll({ queryKey: [MESSAGES_PATH] })) {
        queryClient.setQueryData<MessagePages | BoardMessage[]>(query.queryKey, (old) =>
          !old
            ? old
            : Array.isArray(old)
              ? applyReaction(old, result)
              : applyReactionToPages(old, result),
        )
      }
      queryClient.setQueryData<BoardMessage[]>(logKey, (old) => old && applyReaction(old, result))
      toast(
        result.counted
          ? { title: 'Reaction Added', description: 'Your reaction has been recorded.' }
          : { title: 'Already Recorded', description: 'You had already reacted this way.' },
      )
    },
    onError: (error) =>
      toast({ title: 'Reaction Failed', description: error.message, variant: 'destructive' }),
  })
}
