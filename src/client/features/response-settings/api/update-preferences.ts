import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { preferencesQueryKey } from '@/client/lib/preferences'
import type { ResponsePreferences } from '@/shared/preferences'

export const updatePreferences = (preferences: ResponsePreferences) =>
  apiRequest<ResponsePreferences>('PUT', '/api/preferences', preferences)

export function useUpdatePreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesQueryKey }),
  })
}
