import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { userFacts, userPreferences } from '../../db/schema/index'
import { DEFAULT_PREFERENCES, type ResponsePreferences } from '@/shared/preferences'
import type { Fact } from '@/shared/memory'
import { forgetPersonal } from './personal-cache'

const MAX_FACTS_PER_USER = 100

const toFact = (row: typeof userFacts.$inferSelect): Fact => ({
  id: row.id,
  fact: row.fact,
  source: row.source,
  updatedAt: row.updatedAt.toISOString(),
})

export async function listFacts(db: Db, userId: number): Promise<Fact[]> {
  const rows = await db
    .select()
    .from(userFacts)
    .where(eq(userFacts.userId, userId))
    .orderBy(asc(userFacts.id))
  return rows.map(toFact)
}

export async function factTexts(db: Db, userId: number): Promise<string[]> {
  return (await listFacts(db, userId)).map((fact) => fact.fact)
}

/** Adds a fact unless the user already has it (ignoring case); undefined when the list is full. */
export async function addFact(db: Db, userId: number, fact: string, source: Fact['source']) {
  if ((await db.$count(userFacts, eq(userFacts.userId, userId))) >= MAX_FACTS_PER_USER)
    return undefined
  const same = and(
    eq(userFacts.userId, userId),
    sql`lower(${userFacts.fact}) = ${fact.toLowerCase()}`,
  )
  const [existing] = await db
    .update(userFacts)
    .set({ updatedAt: new Date() })
    .where(same)
    .returning()
  if (existing) return toFact(existing)
  const [row] = await db.insert(userFacts).values({ userId, fact, source }).returning()
  forgetPersonal(db, userId)
  return row ? toFact(row) : undefined
}

/** Remembers facts a conversation revealed; a new "Label: …" replaces the old one. */
export async function rememberFacts(db: Db, userId: number, facts: string[]) {
  for (const fact of facts) {
    const label = fact.slice(0, fact.indexOf(':') + 1)
    if (label && !label.startsWith('Likes') && !label.startsWith('Learning')) {
      await db
        .delete(userFacts)
        .where(
          and(
            eq(userFacts.userId, userId),
            eq(userFacts.source, 'extracted'),
            sql`${userFacts.fact} like ${`${label}%`}`,
          ),
        )
      forgetPersonal(db, userId)
    }
    await addFact(db, userId, fact, 'extracted')
  }
}

export async function updateFact(db: Db, userId: number, id: number, fact: string) {
  const [row] = await db
    .update(userFacts)
    .set({ fact, source: 'manual', updatedAt: new Date() })
    .where(and(eq(userFacts.id, id), eq(userFacts.userId, userId)))
    .returning()
  forgetPersonal(db, userId)
  return row ? toFact(row) : undefined
}

export async function deleteFact(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(userFacts)
    .where(and(eq(userFacts.id, id), eq(userFacts.userId, userId)))
    .returning({ id: userFacts.id })
  forgetPersonal(db, userId)
  return rows.length > 0
}

export async function getPreferences(db: Db, userId: number): Promise<ResponsePreferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId))
  if (!row) return DEFAULT_PREFERENCES
  return {
    replyLength: row.replyLength,
    tone: row.tone,
    language: row.language,
    voiceByDefault: row.voiceByDefault,
  }
}

export async function setPreferences(db: Db, userId: number, preferences: ResponsePreferences) {
  await db
    .insert(userPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { ...preferences, updatedAt: new Date() },
    })
  forgetPersonal(db, userId)
  return preferences
}

// Used by other modules, which import this module only through this file.
export { personalCacheOf, type PersonalContext } from './personal-cache'
