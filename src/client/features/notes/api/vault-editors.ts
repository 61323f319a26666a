import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { apiRequest } from '@/client/lib/api-request'
import type { VaultEditor } from '@/shared/notes'
import { invalidateNotes } from './keys'

const editorsPath = (vault: string) => `/api/obsidian/vaults/${encodeURIComponent(vault)}/editors`

/** The editors of a shared vault: only administrators ask. */
export const useVaultEditors = (vault: string, enabled: boolean) =>
  useQuery({
    queryKey: [editorsPath(vault)],
    queryFn: ({ signal }) =>
      apiRequest<VaultEditor[]>('GET', editorsPath(vault), undefined, { signal }),
    enabled,
  })

export function useChangeVaultEditors(vault: string) {
  const queryClient = useQueryClient()
  const settle = (editors?: VaultEditor[]) => {
    if (editors) queryClient.setQueryData([editorsPath(vault)], editors)
    else void queryClient.invalidateQueries({ queryKey: [editorsPath(vault)] })
    void invalidateNotes(queryClient)
  }
  const failed = (error: Error) =>
    toast({ variant: 'destructive', title: 'Editors not changed', description: error.message })
  const add = useMutation({
    mutationFn: (username: string) =>
      apiRequest<VaultEditor[]>('POST', editorsPath(vault), { username }),
    onSuccess: (editors) => settle(editors),
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: (userId: number) => apiRequest<void>('DELETE', `${editorsPath(vault)}/${userId}`),
    onSuccess: () => settle(),
    onError: failed,
  })
  return { add, remove }
}
