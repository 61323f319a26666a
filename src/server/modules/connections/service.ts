import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { TokenUsage } from '@/shared/model-connections'
import { utcDay } from '@/shared/utc-day'
import type { Db } from '../../db/open'
import {
  modelChoices,
  modelConnections,
  modelFailures,
  tokenUsage,
  users,
} from '../../db/schema/index'

/** Stores a new connection (its key already sealed); its id. */
export async function insertConnection(
  db: Db,
  values: {
    name: string
    baseUrl: string
    apiKeyEncrypted: string | null
    contextWindow: number | null
  },
): Promise<string> {
  const [row] = await db
    .insert(modelConnections)
    .values(values)
    .returning({ id: modelConnections.id })
  return row!.id
}

/** Changes a stored connection's name, address, (sealed) key or context window. */
export async function updateConnection(
  db: Db,
  id: string,
  changes: {
    name?: string
    baseUrl?: string
    apiKeyEncrypted?: string | null
    contextWindow?: number | null
  },
): Promise<void> {
  await db
    .update(modelConnections)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(modelConnections.id, id))
}

/** Removes a connection and the model choices that used it. */
export async function deleteConnection(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(modelChoices).where(eq(modelChoices.connectionId, id))
    await tx.delete(modelFailures).where(eq(modelFailures.connectionId, id))
    await tx.delete(modelConnections).where(eq(modelConnections.id, id))
  })
}

/** Clears the choices of `cleared` and sets those of `set`, in one transaction. */
export async function saveChoices(
  db: Db,
  cleared: string[],
  set: { scope: string; connectionId: string; model: string }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (cleared.length) await tx.delete(modelChoices).where(inArray(modelChoices.scope, cleared))
    for (const { scope, connectionId, model } of set) {
      await tx
        .insert(modelChoices)
        .values({ scope, connectionId, model })
        .onConflictDoUpdate({
          target: modelChoices.scope,
          set: { connectionId, model, updatedAt: sql`now()` },
        })
    }
  })
}

/** Keeps `cause` as the last failure of `model` on `connectionId`. */
export async function recordModelFailure(
  db: Db,
  failure: { connectionId: string; model: string; cause: string },
): Promise<void> {
  await db
    .insert(modelFailures)
    .values(failure)
    .onConflictDoUpdate({
      target: [modelFailures.connectionId, modelFailures.model],
      set: { cause: failure.cause, failedAt: sql`now()` },
    })
}

/** A reply from `model` came whole: its kept failure is over. */
export async function clearModelFailure(
  db: Db,
  target: { connectionId: string; model: string },
): Promise<void> {
  await db
    .delete(modelFailures)
    .where(
      and(
        eq(modelFailures.connectionId, target.connectionId),
        eq(modelFailures.model, target.model),
      ),
    )
}

/** Every kept failure, newest first. */
export function listModelFailures(db: Db) {
  return db.select().from(modelFailures).orderBy(desc(modelFailures.failedAt))
}

/**
 * The tokens counted in the last `days` UTC days (today included), per day, person and model;
 * visitors are summed into one row per day and model.
 */
export async function tokenUsageSince(db: Db, days: number, now = new Date()): Promise<TokenUsage> {
  const first = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)),
  )
  const since = utcDay(first)
  const turns = sql<number>`sum(${tokenUsage.turns})::int`
  const promptTokens = sql<number>`sum(${tokenUsage.promptTokens})::int`
  const completionTokens = sql<number>`sum(${tokenUsage.completionTokens})::int`
  const rows = await db
    .select({
      day: tokenUsage.day,
      username: users.username,
      model: tokenUsage.model,
      turns,
      promptTokens,
      completionTokens,
    })
    .from(tokenUsage)
    .leftJoin(users, eq(users.id, tokenUsage.userId))
    .where(gte(tokenUsage.day, since))
    .groupBy(tokenUsage.day, tokenUsage.userId, users.username, tokenUsage.model)
    .orderBy(
      desc(tokenUsage.day),
      desc(sql`sum(${tokenUsage.promptTokens} + ${tokenUsage.completionTokens})`),
      users.username,
      tokenUsage.model,
    )
  return { since, rows }
}
