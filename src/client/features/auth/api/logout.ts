import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import { clearStoredUser } from '@/client/lib/stored-user'
import { authEndpoints } from '@/shared/endpoints/auth'
import { usageQueryKey } from './get-usage'

export const logout = () => api(authEndpoints.logout)

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
