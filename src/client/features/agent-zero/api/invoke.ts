import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '@/client/lib/api-request'
import type { InvokeInputSchema, InvokeResultSchema } from '@/shared/observer'
import { INVOKE_PATH } from './keys'
import { addObservation } from './observation-cache'

export type InvokeInput = z.input<typeof InvokeInputSchema>
export type InvokeResult = z.infer<typeof InvokeResultSchema>

/** Invokes Agent Zero; its answer's observation goes straight into the lists. */
export function useInvoke() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: InvokeInput) => apiRequest<InvokeResult>('POST', INVOKE_PATH, input),
    onSuccess: (result) => addObservation(queryClient, result.observation),
  })
}
