import { and, eq, sql } from 'drizzle-orm'
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

/**
 * What the free tier counts a new conversation against: the person, the visitor's cookie, or,
 * when the request carried no visitor cookie, the client address, so leaving the cookie off
 * does not start a fresh count (decision 132).
 */
export function quotaSubject(caller: Caller, subject: string): string {
  if (caller.userId !== null || caller.visitorId !== null) return subject
  return `address:${caller.clientAddress}`
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

/**
 * A free subject's new conversation, taken from the counts in memory (decision 169): null when
 * the subject is known to be at today's limit, otherwise `write`, the database's count and
 * verdict, to call once the model has been asked. `write` resolves false when the database
 * refuses (the limit was reached elsewhere): the conversation must not go ahead.
 */
export function reserveConversation(db: Db, subject: string): { write(): Promise<boolean> } | null {
  const counts = dailyCountsOf(db, FREE_DAILY_CONVERSATIONS)
  const now = new Date()
  if (!counts.reserve(subject, now)) return null
  const day = utcDay(now)
  return {
    async write() {
      try {
        const { allowed, usage } = await startConversation(db, subject, false)
        if (allowed) counts.confirm(subject, day, usage.usedToday)
        else counts.refuse(subject, day)
        return allowed
      } catch (error) {
        counts.release(subject, day)
        throw error
      }
    },
  }
}

export async function usageOf(db: Db, subject: string, isPremium: boolean): Promise<Usage> {
  const [row] = await db
    .select({ conversations: dailyUsage.conversations })
    .from(dailyUsage)
    .where(and(eq(dailyUsage.subject, subject), eq(dailyUsage.day, today)))
  return usageFrom(isPremium, row?.conversations ?? 0)
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
