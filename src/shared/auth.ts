import { z } from 'zod'

export const UsernameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(32, 'must be at most 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'may contain only letters, digits, underscore, dot and hyphen')

export const EmailSchema = z
  .string({ error: 'is required' })
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid email address'))

export const PasswordSchema = z
  .string({ error: 'is required' })
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters')

export const RegisterInputSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  rememberMe: z.boolean().optional(),
})
export type RegisterInput = z.infer<typeof RegisterInputSchema>

/** `username` holds the username or the email address. */
export const LoginInputSchema = z.object({
  username: z.string({ error: 'is required' }).trim().min(1, 'is required').max(254, 'is too long'),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(128, 'is too long'),
  rememberMe: z.boolean().optional(),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  isPremium: z.boolean(),
  role: z.enum(['member', 'admin']),
  createdAt: z.string(),
})
export type User = z.infer<typeof UserSchema>

export const UserResponseSchema = z.object({ user: UserSchema })
export type UserResponse = z.infer<typeof UserResponseSchema>

/**
 * The page's start-up check: who is signed in, if anyone (never a 401), and whether they may
 * run the operator actions (an administrator by role or by ADMIN_USERNAMES on the server).
 */
export const SessionResponseSchema = z.object({
  user: UserSchema.nullable(),
  isAdmin: z.boolean(),
  /** Whether Premium is taken with one confirmed click, or asked of an administrator. */
  premiumSelfService: z.boolean(),
})
export type SessionResponse = z.infer<typeof SessionResponseSchema>

/** The client may send `userId`; the server acts on the session's user and refuses any other id. */
export const UpgradePremiumInputSchema = z
  .object({
    userId: z.union([z.number().int(), z.string().max(64)]).optional(),
    plan: z.enum(['pro', 'enterprise']).optional(),
  })
  .nullish()

/** Premium asked for where an administrator grants it: nothing changes until one does. */
export const PremiumRequestedResponseSchema = z.object({
  requested: z.literal(true),
  message: z.string(),
})
export const PREMIUM_REQUESTED_MESSAGE =
  'Your request is recorded: an administrator of this site grants Premium.'

export const LOGIN_FAILED_MESSAGE = 'Invalid credentials. Please check your username and password.'
export const REGISTRATION_CONFLICT_MESSAGE =
  'Username or email already exists. Please try different credentials.'
export const ACCOUNT_DISABLED_MESSAGE =
  'This account has been disabled by an administrator of this installation.'
