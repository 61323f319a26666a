import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import { statusOf } from '@/client/lib/api-request'
import { writeStoredUser } from '@/client/lib/stored-user'
import type { RegisterInput } from '@/shared/auth'
import { authEndpoints } from '@/shared/endpoints/auth'
import { usageQueryKey } from './get-usage'

export const register = (input: RegisterInput) => api(authEndpoints.register, { body: input })

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      writeStoredUser(user)
      void queryClient.invalidateQueries({ queryKey: usageQueryKey })
      toast({ title: 'Account Created!', description: `Welcome to HumanCodex, ${user.username}.` })
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Registration Failed',
        // A rule the server names (400) or a limit (429) says more than the generic text.
        description:
          statusOf(error) === 409
            ? 'Username or email already exists. Please try different credentials.'
            : error.message,
      })
    },
  })
}
