import { z } from 'zod'
import { PasswordSchema, UserSchema } from './auth'

export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string({ error: 'is required' }).min(1, 'is required').max(128, 'is too long'),
  newPassword: PasswordSchema,
  /** Keep the personal API keys working; without it a password change revokes them all. */
  keepApiKeys: z.boolean({ error: 'must be true or false' }).optional(),
})
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>

export const DeleteAccountInputSchema = z.object({
  password: z.string({ error: 'is required' }).min(1, 'is required').max(128, 'is too long'),
})

/** The token of an administrator's reset link, and the password chosen with it. */
export const ResetPasswordInputSchema = z.object({
  token: z
    .string({ error: 'is required' })
    .min(16, 'is not a reset token')
    .max(128, 'is not a reset token')
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a reset token'),
  newPassword: PasswordSchema,
})

export const AccountSessionSchema = z.object({
  id: z.number().int(),
  current: z.boolean(),
  persistent: z.boolean(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
})
export type AccountSession = z.infer<typeof AccountSessionSchema>
export const AccountSessionListSchema = z.array(AccountSessionSchema)

/** How many of my other sessions a password change signed out. */
export const PasswordChangedSchema = z.object({
  endedSessions: z.number().int(),
  revokedApiKeys: z.number().int(),
})

export const SessionIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'must be a session id' })
    .int('must be a session id')
    .positive('must be a session id')
    .max(2_147_483_647, 'must be a session id'),
})

/** A saved conversation's id (a UUID; anything else is simply not found). */
export const ChatIdParamsSchema = z.object({ id: z.string().max(64) })

export const ChatExportQuerySchema = z.object({
  format: z.enum(['markdown', 'json'], { error: 'must be markdown or json' }).default('markdown'),
})

export const AccountUserResponseSchema = z.object({ user: UserSchema })
