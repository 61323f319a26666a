import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { userFacts, userPreferences, users } from '../../db/schema/index'
import { DEFAULT_PREFERENCES, type ResponsePreferences } from '@/shared/preferences'

export interface PersonalContext {
  facts: string[]
  preferences: ResponsePreferences
}

/**
 * What the prompt knows about a signed-in user: remembered facts (oldest first, as
 * `factTexts`) and reply preferences (as `getPreferences`), in one query because the model
 * waits for it.
 */
export async function personalContext(db: Db, userId: number): Promise<PersonalContext> {
  const [row] = await db
    .select({
      facts: sql<
        string[]
      >`(select coalesce(json_agg(${userFacts.fact} order by ${userFacts.id}), '[]'::json) from ${userFacts} where ${userFacts.userId} = ${users.id})`,
      preferences: userPreferences,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
  if (!row) return { facts: [], preferences: DEFAULT_PREFERENCES }
  const saved = row.preferences
  return {
    facts: row.facts,
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
