import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { apiRequest } from '@/client/lib/api-request'
import { writeStoredUser } from '@/client/lib/stored-user'
import type { LoginInput, UserResponse } from '@/shared/auth'
import { usageQueryKey } from './get-usage'

export const login = (input: LoginInput) => apiRequest<UserResponse>('POST', '/api/login', input)

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      writeStoredUser(user)
      void queryClient.invalidateQueries({ queryKey: usageQueryKey })
      toast({
        title: 'Welcome back!',
        description: user.isPremium
          ? 'Premium features are now available'
          : `Signed in as ${user.username}.`,
      })
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Login Failed',
        description: error.message.startsWith('Too many')
          ? error.message
          : 'Invalid credentials. Please check your username and password.',
      })
    },
  })
}
