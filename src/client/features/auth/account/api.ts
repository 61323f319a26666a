import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, queryKeyOf, urlOf } from '@/client/lib/api'
import type { ChangePasswordInput } from '@/shared/account'
import { accountEndpoints } from '@/shared/endpoints/account'

const sessionsKey = queryKeyOf(accountEndpoints.sessions)

/** The download of everything kept about me (a plain link: the browser saves the file). */
export const EXPORT_PATH = urlOf(accountEndpoints.export)

export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api(accountEndpoints.sessions, {}, { signal }),
  })
}

export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api(accountEndpoints.endSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api(accountEndpoints.changePassword, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => api(accountEndpoints.delete, { body: { password } }),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      api(accountEndpoints.resetPassword, { body: input }),
  })
}
