import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { dailyUsage } from '../../db/schema/index'
import { FREE_DAILY_CONVERSATIONS, type Usage } from '@/shared/tiers'
import { dailyCountsOf, utcDay } from './daily-counts'

export const VISITOR_COOKIE = 'hc_visitor'
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/

/** A visitor cookie's value we accept (one we could have set). */
export const isVisitorId = (value: string | undefined): value is string =>
  value !== undefined && VISITOR_ID.test(value)

/** Who a request is, as the tiers count it; read from the request by `tiers/index.ts`. */
export interface Caller {
  userId: number | null
  /** The visitor cookie's value when it is one we accept. */
  visitorId: string | null
  /** The client address (`request.ip`, which honours TRUST_PROXY). */
  clientAddress: string
}

/** Who a conversation counts against: the signed-in user, or the visitor's cookie. */
export function usageSubject(userId: number | null, visitorId: string): string {
  return userId !== null ? `user:${userId}` : `visitor:${visitorId}`
}

/** A loopback client address is a proxy in front, or this machine: everyone behind it shares it. */
const isLoopback = (address: string) =>
  address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.')

/**
 * What the free tier counts a new conversation against: the person; or a visitor's cookie and
 * client address both, so the count is the larger of the two and a new or forged cookie does
 * not start a fresh one; the address alone when the request carried no cookie (decision 132).
 * A loopback address does not tell visitors with cookies apart (a proxy without TRUST_PROXY),
 * so there the cookie alone counts.
 */
export function quotaSubjects(caller: Caller, subject: string): string[] {
  if (caller.userId !== null) return [subject]
  const address = `address:${caller.clientAddress}`
  if (caller.visitorId === null) return [address]
  return isLoopback(caller.clientAddress) ? [subject] : [subject, address]
}

/**
 * Who a "once per person" reaction is counted for: the account, or a visitor's cookie and
 * client address together, so a visitor who drops or changes the cookie is still known by the
 * address (decision 133).
 */
export function reactionSubjects(caller: Caller, subject: string): string[] {
  return caller.userId !== null ? [subject] : [subject, `address:${caller.clientAddress}`]
}

const today = sql`(now() at time zone 'utc')::date`

/**
 * Counts a new conversation. Premium is unlimited; everyone else gets
 * FREE_DAILY_CONVERSATIONS per UTC day, checked and counted in one statement.
 */
export async function startConversation(
  db: Db,
  subject: string,
  isPremium: boolean,
): Promise<{ allowed: boolean; usage: Usage }> {
  const limit = isPremium ? null : FREE_DAILY_CONVERSATIONS
  const rows = await db
    .insert(dailyUsage)
    .values({ subject, day: today, conversations: 1 })
    .onConflictDoUpdate({
      target: [dailyUsage.subject, dailyUsage.day],
      set: { conversations: sql`${dailyUsage.conversations} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${dailyUsage.conversations} < ${limit}` }),
    })
    .returning({ conversations: dailyUsage.conversations })
  const allowed = rows.length > 0
  const used = allowed ? rows[0]!.conversations : (limit ?? 0)
  return { allowed, usage: usageFrom(isPremium, used) }
}

/** A conversation one of a free caller's subjects had no room for: the whole count rolls back. */
class AtLimit extends Error {
  constructor(readonly subject: string) {
    super(`${subject} is at the daily limit`)
  }
}

/**
 * A free caller's new conversation, taken from the counts in memory (decision 169): null when
 * any of its subjects is known to be at today's limit, otherwise `write`, the database's counts
 * and verdict, to call once the model has been asked. `write` resolves false when the database
 * refuses (the limit was reached elsewhere): the conversation must not go ahead. Every subject
 * counts it, in one transaction, or none does.
 */
export function reserveConversation(
  db: Db,
  subjects: readonly string[],
): { write(): Promise<boolean> } | null {
  const counts = dailyCountsOf(db, FREE_DAILY_CONVERSATIONS)
  const now = new Date()
  const day = utcDay(now)
  const taken: string[] = []
  for (const subject of subjects) {
    if (!counts.reserve(subject, now)) {
      for (const reserved of taken) counts.release(reserved, day)
      return null
    }
    taken.push(subject)
  }
  return {
    async write() {
      try {
        const used = await db.transaction(async (tx) => {
          const counted: number[] = []
          for (const subject of subjects) {
            const { allowed, usage } = await startConversation(tx, subject, false)
            if (!allowed) throw new AtLimit(subject)
            counted.push(usage.usedToday)
          }
          return counted
        })
        subjects.forEach((subject, i) => counts.confirm(subject, day, used[i]!))
        return true
      } catch (error) {
        for (const subject of subjects)
          if (error instanceof AtLimit && subject === error.subject) counts.refuse(subject, day)
          else counts.release(subject, day)
        if (error instanceof AtLimit) return false
        throw error
      }
    },
  }
}

/** Today's usage: the largest count among the caller's subjects (`quotaSubjects`). */
export async function usageOf(
  db: Db,
  subjects: readonly string[],
  isPremium: boolean,
): Promise<Usage> {
  const rows = await db
    .select({ conversations: dailyUsage.conversations })
    .from(dailyUsage)
    .where(and(inArray(dailyUsage.subject, [...subjects]), eq(dailyUsage.day, today)))
  return usageFrom(isPremium, Math.max(0, ...rows.map((row) => row.conversations)))
}

function usageFrom(isPremium: boolean, used: number): Usage {
  const limit = isPremium ? null : FREE_DAILY_CONVERSATIONS
  return {
    isPremium,
    dailyLimit: limit,
    usedToday: used,
    remainingToday: limit === null ? null : Math.max(0, limit - used),
  }
}

export const LIMIT_REACHED_MESSAGE = `You have started ${FREE_DAILY_CONVERSATIONS} conversations today, the free limit. Upgrade to Premium for unlimited conversations, or come back tomorrow.`
