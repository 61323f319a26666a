import { z } from 'zod'

export const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['member', 'admin']),
  /** An administrator by ADMIN_USERNAMES: the role cannot be taken away here. */
  adminByConfig: z.boolean(),
  isPremium: z.boolean(),
  /** Asked for Premium where self-service is off; granting it answers the request. */
  premiumRequested: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  sessions: z.number().int(),
})
export type AdminUser = z.infer<typeof AdminUserSchema>

export const ADMIN_PAGE_SIZE = 20

export const AdminUserListQuerySchema = z.object({
  q: z.string().trim().max(254, 'must be at most 254 characters').default(''),
  page: z.coerce
    .number({ error: 'must be a page number' })
    .int('must be a page number')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .default(1),
})

export const AdminUserListSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminUserList = z.infer<typeof AdminUserListSchema>

export const AdminUserParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'must be a user id' })
    .int('must be a user id')
    .positive('must be a user id')
    .max(2_147_483_647, 'must be a user id'),
})

/** One change at a time reads best in the audit trail; any subset is accepted. */
export const AdminUserChangeSchema = z
  .object({
    role: z.enum(['member', 'admin'], { error: 'must be member or admin' }).optional(),
    isPremium: z.boolean({ error: 'must be true or false' }).optional(),
    disabled: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'name role, isPremium or disabled')
export type AdminUserChange = z.infer<typeof AdminUserChangeSchema>

export const ResetLinkSchema = z.object({ path: z.string(), expiresAt: z.string() })
export type ResetLink = z.infer<typeof ResetLinkSchema>
