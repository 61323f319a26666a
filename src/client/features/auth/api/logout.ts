import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { apiRequest } from '@/client/lib/api-request'
import { clearStoredUser } from '@/client/lib/stored-user'
import { usageQueryKey } from './get-usage'

export const logout = () => apiRequest<void>('POST', '/api/logout')

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearStoredUser()
      void queryClient.invalidateQueries({ queryKey: usageQueryKey })
      toast({ title: 'Logged Out', description: 'You have been successfully logged out.' })
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Log Out Failed', description: error.message })
    },
  })
}
