import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, identityId } from './columns'

export const users = pgTable(
  'users',
  {
    id: identityId(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
    premiumSince: timestamp('premium_since', { withTimezone: true }),
    /** When the person asked for Premium where only an administrator grants it (decision 208). */
    premiumRequestedAt: timestamp('premium_requested_at', { withTimezone: true }),
    /** 'admin' for the first account of an installation and whoever an administrator names. */
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    /** Set when an administrator disables the account: it cannot sign in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
  ],
)

/** A column naming the person a row belongs to; the row goes when the account does. */
export const userReference = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/** Server-side sessions; the cookie holds the token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The id the sessions list shows; the token hash never leaves the server. */
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    userId: userReference(),
    persistent: boolean('persistent').notNull().default(false),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    uniqueIndex('sessions_id_key').on(table.id),
  ],
)

/** One-time password-reset links an administrator issued; the token is stored hashed. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: userReference(),
  issuedBy: integer('issued_by'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/** Failed sign-ins and sign-ups, keyed by account name or client IP, for brute-force limits. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: identityId(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_failures_key_at_idx').on(table.key, table.at)],
)

/** Conversations started per day by a user (`user:<id>`) or a visitor (`visitor:<id>`). */
export const dailyUsage = pgTable(
  'daily_usage',
  {
    subject: text('subject').notNull(),
    day: date('day').notNull(),
    conversations: integer('conversations').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.subject, table.day] })],
)
