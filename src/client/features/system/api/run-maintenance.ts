import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/client/lib/api'
import { systemEndpoints } from '@/shared/endpoints/system'
import type { MaintenanceResultSchema } from '@/shared/system'
import { enhancementsKey, healthKey, metricsKey } from './keys'

export type MaintenanceResult = z.infer<typeof MaintenanceResultSchema>
export type MaintenanceAction = 'sync' | 'optimize'

/** Optimize or sync the system (administrators); the figures are refreshed afterwards. */
export function useMaintenance(action: MaintenanceAction) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(systemEndpoints[action]),
    onSuccess: () => {
      for (const queryKey of [healthKey, enhancementsKey, metricsKey])
        void queryClient.invalidateQueries({ queryKey })
    },
  })
}
