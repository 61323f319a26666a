import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import type { AdminUserChange } from '@/shared/admin'
import { adminEndpoints } from '@/shared/endpoints/admin'

export function useAdminUsers(q: string, page: number) {
  const input = { query: { q, page } }
  return useQuery({
    queryKey: queryKeyOf(adminEndpoints.users, input),
    queryFn: ({ signal }) => api(adminEndpoints.users, input, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useChangeUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AdminUserChange }) =>
      api(adminEndpoints.changeUser, { params: { id }, body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(adminEndpoints.users) }),
  })
}

export function useResetLink() {
  return useMutation({
    mutationFn: (id: number) => api(adminEndpoints.resetLink, { params: { id } }),
  })
}
