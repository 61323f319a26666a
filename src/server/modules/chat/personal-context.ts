import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { preparedStatement } from '../../db/prepared'
import { userFacts, userPreferences, users } from '../../db/schema/index'
import { DEFAULT_PREFERENCES } from '@/shared/preferences'
import { personalCacheOf, type PersonalContext } from '../memory/service'

export type { PersonalContext }

/**
 * What the prompt knows about a signed-in user: remembered facts (oldest first, as
 * `factTexts`) and reply preferences (as `getPreferences`), in one query because the model
 * waits for it. Served from the memory module's cache when it is on (PGlite, decision 116).
 */
export async function personalContext(db: Db, userId: number): Promise<PersonalContext> {
  const cache = personalCacheOf(db)
  const cached = cache?.get(userId)
  if (cached) return cached
  const readAt = cache?.begin() ?? 0
  const context = await readPersonalContext(db, userId)
  cache?.set(userId, context, readAt)
  return context
}

const personalContextStatement = preparedStatement((db) =>
  db
    .select({
      facts: sql<
        string[]
      >`(select coalesce(json_agg(${userFacts.fact} order by ${userFacts.id}), '[]'::json) from ${userFacts} where ${userFacts.userId} = ${users.id})`,
      preferences: userPreferences,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('personal_context'),
)

async function readPersonalContext(db: Db, userId: number): Promise<PersonalContext> {
  const [row] = await personalContextStatement(db).execute({ userId })
  return row ? personalFrom(row.facts, row.preferences) : NO_PERSONAL_CONTEXT
}

/** What someone signed out, or not yet known, brings to the prompt. */
export const NO_PERSONAL_CONTEXT: PersonalContext = { facts: [], preferences: DEFAULT_PREFERENCES }

/** The personal context of a user's facts and their preferences' row (null: the defaults). */
export function personalFrom(
  facts: readonly string[],
  saved: typeof userPreferences.$inferSelect | null,
): PersonalContext {
  return {
    facts,
    preferences: saved
      ? {
          replyLength: saved.replyLength,
          tone: saved.tone,
          language: saved.language,
          voiceByDefault: saved.voiceByDefault,
        }
      : DEFAULT_PREFERENCES,
  }
}
