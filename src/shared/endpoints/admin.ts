import type { adminSchemas } from '../contract/admin'
import { endpoints } from '../endpoint'

/** The Administration screen: people, their roles, premium, disabling and reset links. */
export const adminEndpoints = endpoints<typeof adminSchemas>({
  users: 'GET /api/admin/users',
  changeUser: 'PATCH /api/admin/users/:id',
  resetLink: 'POST /api/admin/users/:id/reset-link',
})
