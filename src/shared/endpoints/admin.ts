import type {
  AdminUserChangeSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserParamsSchema,
  AdminUserSchema,
  ResetLinkSchema,
} from '../admin'
import { get, patch, post } from '../endpoint'

/** The Administration screen: people, their roles, premium, disabling and reset links. */
export const adminEndpoints = {
  users: get<{ query: typeof AdminUserListQuerySchema; response: typeof AdminUserListSchema }>(
    '/api/admin/users',
  ),
  changeUser: patch<{
    params: typeof AdminUserParamsSchema
    body: typeof AdminUserChangeSchema
    response: typeof AdminUserSchema
  }>('/api/admin/users/:id'),
  resetLink: post<{ params: typeof AdminUserParamsSchema; response: typeof ResetLinkSchema }>(
    '/api/admin/users/:id/reset-link',
  ),
}
