import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import type { VaultSettings } from '@/shared/notes'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { notesKeys } from './keys'

/** A vault's settings (decision 201). */
export const useVaultSettings = (vault: string) =>
  useQuery({
    queryKey: notesKeys.settings(vault),
    queryFn: ({ signal }) => api(notesEndpoints.settings, { params: { vault } }, { signal }),
  })

export function useChangeVaultSettings(vault: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: VaultSettings) =>
      api(notesEndpoints.changeSettings, { params: { vault }, body }),
    onSuccess: (settings) => queryClient.setQueryData(notesKeys.settings(vault), settings),
    onError: (error: Error) =>
      toast({ variant: 'destructive', title: 'Setting not changed', description: error.message }),
  })
}
