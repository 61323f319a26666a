import { createHash, randomBytes } from 'node:crypto'
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm'
import { API_KEY_PREFIX, type ApiKeySummary, type CreatedApiKey } from '@/shared/api-keys'
import type { Db } from '../../db/open'
import { apiKeys, users } from '../../db/schema/index'
import type { UserRow } from '../auth/service'

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')

/** 256 random bits after the prefix: nothing to guess, and nothing to stretch when hashing. */
const newKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`

/** The first characters shown in the list: the prefix and six of the random part. */
const visiblePrefix = (key: string) => key.slice(0, API_KEY_PREFIX.length + 6)

export async function createApiKey(
  db: Db,
  userId: number,
  name: string,
  expiresInDays?: number,
): Promise<CreatedApiKey> {
  const key = newKey()
  const expiresAt = expiresInDays ? new Date(Date.now() + expiresInDays * 86_400_000) : null
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, name, keyHash: hashKey(key), prefix: visiblePrefix(key), expiresAt })
    .returning()
  return {
    id: row!.id,
    name: row!.name,
    key,
    createdAt: row!.createdAt.toISOString(),
    expiresAt: row!.expiresAt?.toISOString() ?? null,
  }
}

export async function countApiKeys(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId))
  return row?.n ?? 0
}

export async function listApiKeys(db: Db, userId: number): Promise<ApiKeySummary[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }))
}

/** Revokes one of the person's keys; false when they hold no key with that id. */
export async function revokeApiKey(db: Db, userId: number, id: string): Promise<boolean> {
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id })
  return deleted.length > 0
}

/** Revokes every key of the person (a reset, or a password change without "keep my keys"). */
export async function revokeAllApiKeys(db: Db, userId: number): Promise<number> {
  const deleted = await db
    .delete(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .returning({ id: apiKeys.id })
  return deleted.length
}

/**
 * The owner of a key presented as a bearer token, or undefined for an unknown, revoked or
 * expired key, or one whose owner is disabled (a deleted owner takes the keys along).
 */
export async function apiKeyOwner(
  db: Db,
  key: string,
): Promise<{ keyId: string; user: UserRow } | undefined> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return undefined
  const [row] = await db
    .select({ keyId: apiKeys.id, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.keyHash, hashKey(key)),
        isNull(users.disabledAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, new Date())),
      ),
    )
    .limit(1)
  return row
}

export async function markApiKeyUsed(db: Db, keyId: string) {
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, keyId))
}
