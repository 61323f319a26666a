import * as admin from '../admin'
import { contract, errors, schemas } from '../endpoint-schema'
import { adminEndpoints } from '../endpoints/admin'

export const adminSchemas = schemas({
  users: {
    summary: 'People, oldest first, searched by username or email (administrators)',
    querystring: admin.AdminUserListQuerySchema,
    response: { 200: admin.AdminUserListSchema },
  },
  changeUser: {
    summary:
      "Change a person's role, premium or disabled state (administrators); disabling ends their sessions",
    params: admin.AdminUserParamsSchema,
    body: admin.AdminUserChangeSchema,
    response: { 200: admin.AdminUserSchema, ...errors(404, 409) },
  },
  resetLink: {
    summary:
      'Issue a one-time password-reset link for a person, valid for an hour (administrators)',
    params: admin.AdminUserParamsSchema,
    response: { 201: admin.ResetLinkSchema, ...errors(404, 409) },
  },
})

export const adminContract = contract('admin', adminEndpoints, adminSchemas)
