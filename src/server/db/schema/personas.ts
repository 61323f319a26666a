import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { PersonaCard } from '@/shared/personas'
import { users } from './auth'
import { createdAt } from './columns'

/**
 * Every chat persona, built-in and custom, one row each (decision 204): the card fields in
 * `card`, shaped like a Character Card V3 `data` object so cards import and export losslessly.
 */
export const personas = pgTable(
  'personas',
  {
    /** A slug: `adam` for a built-in, `name-xxxxxx` for a custom one. */
    id: text('id').primaryKey(),
    /** Null for a built-in. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    shared: boolean('shared').notNull().default(false),
    builtin: boolean('builtin').notNull().default(false),
    card: jsonb('card').$type<PersonaCard>().notNull(),
    /** A model an administrator allows; null: the persona's voice's choice, else the default. */
    model: text('model'),
    /** The built-in voice it speaks with (pitch, tone, the offline engine's style). */
    voice: text('voice').notNull().default('adam'),
    /** What the avatar shows: a built-in's own, else the avatar route's path. */
    avatar: text('avatar').notNull(),
    /** An uploaded avatar, base64, and its type; null: the generated portrait. */
    avatarImage: text('avatar_image'),
    avatarType: text('avatar_type'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('personas_owner_idx').on(table.ownerId)],
)
