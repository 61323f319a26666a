import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/client/lib/api'
import { observerEndpoints } from '@/shared/endpoints/observer'
import type { InvokeInputSchema, InvokeResultSchema } from '@/shared/observer'
import { addObservation } from './observation-cache'

export type InvokeInput = z.input<typeof InvokeInputSchema>
export type InvokeResult = z.infer<typeof InvokeResultSchema>

/** Invokes Agent Zero; its answer's observation goes straight into the lists. */
export function useInvoke() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: InvokeInput) => api(observerEndpoints.invoke, { body: input }),
    onSuccess: (result) => addObservation(queryClient, result.observation),
  })
}
