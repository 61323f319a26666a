import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import { writeStoredUser } from '@/client/lib/stored-user'
import type { LoginInput } from '@/shared/auth'
import { authEndpoints } from '@/shared/endpoints/auth'
import { usageQueryKey } from './get-usage'

export const login = (input: LoginInput) => api(authEndpoints.login, { body: input })

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    // A sign-in is never retried: a second attempt after a lockout or a wrong password only
    // counts against the person and can replace the server's answer with another.
    retry: false,
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
        // The server's own words: disabled account, the real wait after too many tries, or wrong credentials.
        description: error.message,
      })
    },
  })
}
