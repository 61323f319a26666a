import type * as admin from '../admin'
import { get, patch, post } from '../endpoint'

/** The Administration screen: people, their roles, premium, disabling and reset links. */
export const adminEndpoints = {
  users: get<{
    query: typeof admin.AdminUserListQuerySchema
    response: typeof admin.AdminUserListSchema
  }>('/api/admin/users'),
  changeUser: patch<{
    params: typeof admin.AdminUserParamsSchema
    body: typeof admin.AdminUserChangeSchema
    response: typeof admin.AdminUserSchema
  }>('/api/admin/users/:id'),
  resetLink: post<{
    params: typeof admin.AdminUserParamsSchema
    response: typeof admin.ResetLinkSchema
  }>('/api/admin/users/:id/reset-link'),
}
