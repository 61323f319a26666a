import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { apiRequest, statusOf } from '@/client/lib/api-request'
import { writeStoredUser } from '@/client/lib/stored-user'
import type { RegisterInput, UserResponse } from '@/shared/auth'
import { usageQueryKey } from './get-usage'

export const register = (input: RegisterInput) =>
  apiRequest<UserResponse>('POST', '/api/register', input)

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
