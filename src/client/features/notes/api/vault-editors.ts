import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import type { VaultEditor } from '@/shared/notes'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { invalidateNotes, notesKeys } from './keys'

/** The editors of a shared vault: only administrators ask. */
export const useVaultEditors = (vault: string, enabled: boolean) =>
  useQuery({
    queryKey: notesKeys.editors(vault),
    queryFn: ({ signal }) => api(notesEndpoints.editors, { params: { vault } }, { signal }),
    enabled,
  })

export function useChangeVaultEditors(vault: string) {
  const queryClient = useQueryClient()
  const settle = (editors?: VaultEditor[]) => {
    if (editors) queryClient.setQueryData(notesKeys.editors(vault), editors)
    else void queryClient.invalidateQueries({ queryKey: notesKeys.editors(vault) })
    void invalidateNotes(queryClient)
  }
  const failed = (error: Error) =>
    toast({ variant: 'destructive', title: 'Editors not changed', description: error.message })
  const add = useMutation({
    mutationFn: (username: string) =>
      api(notesEndpoints.addEditor, { params: { vault }, body: { username } }),
    onSuccess: (editors) => settle(editors),
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: (userId: number) => api(notesEndpoints.removeEditor, { params: { vault, userId } }),
    onSuccess: () => settle(),
    onError: failed,
  })
  return { add, remove }
}
