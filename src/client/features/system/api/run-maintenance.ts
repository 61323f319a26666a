import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '@/client/lib/api-request'
import type { MaintenanceResultSchema } from '@/shared/system'
import { enhancementsKey, healthKey, metricsKey } from './keys'

export type MaintenanceResult = z.infer<typeof MaintenanceResultSchema>
export type MaintenanceAction = 'sync' | 'optimize'

/** POST /api/system/optimize or /api/system/sync; the figures are refreshed afterwards. */
export function useMaintenance(action: MaintenanceAction) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest<MaintenanceResult>('POST', `/api/system/${action}`),
    onSuccess: () => {
      for (const queryKey of [healthKey, enhancementsKey, metricsKey])
        void queryClient.invalidateQueries({ queryKey })
    },
  })
}
