import { integer, timestamp } from 'drizzle-orm/pg-core'

/** The columns many tables share, each declared one way. */

/** `id`: an integer the database numbers. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity()

/** `created_at`: when the row was written. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
