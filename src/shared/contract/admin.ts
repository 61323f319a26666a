import {
  AdminUserChangeSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserParamsSchema,
  AdminUserSchema,
  ResetLinkSchema,
} from '../admin'
import { errors, operation } from '../endpoint-schema'
import { adminEndpoints } from '../endpoints/admin'

const tags = ['admin']

export const adminContract = {
  users: operation(adminEndpoints.users, {
    tags,
    summary: 'People, oldest first, searched by username or email (administrators)',
    querystring: AdminUserListQuerySchema,
    response: { 200: AdminUserListSchema, ...errors(400, 404, 409) },
  }),
  changeUser: operation(adminEndpoints.changeUser, {
    tags,
    summary:
      "Change a person's role, premium or disabled state (administrators); disabling ends their sessions",
    params: AdminUserParamsSchema,
    body: AdminUserChangeSchema,
    response: { 200: AdminUserSchema, ...errors(400, 404, 409) },
  }),
  resetLink: operation(adminEndpoints.resetLink, {
    tags,
    summary:
      'Issue a one-time password-reset link for a person, valid for an hour (administrators)',
    params: AdminUserParamsSchema,
    response: { 201: ResetLinkSchema, ...errors(400, 404, 409) },
  }),
}
