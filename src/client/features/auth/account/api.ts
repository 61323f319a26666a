import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { AccountSession, ChangePasswordInput } from '@/shared/account'

export const SESSIONS_PATH = '/api/account/sessions'
export const EXPORT_PATH = '/api/account/export'

export function useAccountSessions() {
  return useQuery({
    queryKey: [SESSIONS_PATH],
    queryFn: ({ signal }) =>
      apiRequest<AccountSession[]>('GET', SESSIONS_PATH, undefined, { signal }),
  })
}

export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${SESSIONS_PATH}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SESSIONS_PATH] }),
  })
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<{ endedSessions: number }>('POST', '/api/account/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SESSIONS_PATH] }),
  })
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => apiRequest<void>('DELETE', '/api/account', { password }),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiRequest<void>('POST', '/api/account/reset-password', input),
  })
}
