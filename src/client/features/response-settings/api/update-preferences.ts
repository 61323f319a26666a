import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { preferencesQueryKey } from '@/client/lib/preferences'
import { memoryEndpoints } from '@/shared/endpoints/memory'
import type { ResponsePreferences } from '@/shared/preferences'

export const updatePreferences = (preferences: ResponsePreferences) =>
  api(memoryEndpoints.setPreferences, { body: preferences })

export function useUpdatePreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesQueryKey }),
  })
}
