import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { AdminUser, AdminUserChange, AdminUserList, ResetLink } from '@/shared/admin'

const USERS_PATH = '/api/admin/users'

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: [USERS_PATH, q, page],
    queryFn: ({ signal }) =>
      apiRequest<AdminUserList>(
        'GET',
        `${USERS_PATH}?${new URLSearchParams({ q, page: String(page) })}`,
        undefined,
        { signal },
      ),
    placeholderData: keepPreviousData,
  })
}

export function useChangeUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AdminUserChange }) =>
      apiRequest<AdminUser>('PATCH', `${USERS_PATH}/${id}`, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [USERS_PATH] }),
  })
}

export function useResetLink() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<ResetLink>('POST', `${USERS_PATH}/${id}/reset-link`),
  })
}
