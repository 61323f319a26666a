import { personas } from '@content/personas'
import { and, arrayContains, count, eq, gte } from 'drizzle-orm'
import { plural } from '@/shared/plural'
import type { VoiceId } from '@/shared/personas'
import { keyTerms } from '../../ai/offline/question'
import type { Db } from '../../db/open'
import { aiMessages, conversations, digestConsent } from '../../db/schema/index'

/** Fewer conversations than this in a day make no digest: "1 conversation" says nothing. */
export const DIGEST_MIN_CONVERSATIONS = 3
/** The tag that marks a digest; personas never reply to a post carrying it (decision 250). */
export const DIGEST_TAG = 'digest'

const dayStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))

/**
 * The words asked about most, by how many people asked, most first (a tie keeps the first
 * asked); a word only one person used is never named, so no digest repeats one person.
 */
export function topTopics(questions: readonly { text: string; by: number }[], most = 3): string[] {
  const askers = new Map<string, Set<number>>()
  for (const { text, by } of questions) {
    for (const term of keyTerms(text).filter((word) => word.length > 3)) {
      const who = askers.get(term) ?? new Set<number>()
      askers.set(term, who.add(by))
    }
  }
  return [...askers]
    .filter(([, who]) => who.size > 1)
    .sort((a, b) => b[1].size - a[1].size)
    .slice(0, most)
    .map(([term]) => term)
}

const listed = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

/**
 * A persona's digest of its day so far, or null: one a persona a UTC day, counted only from
 * the conversations of people who allowed it (a visitor cannot, so never counts), and only
 * once there are `DIGEST_MIN_CONVERSATIONS`. Its topics are the words those people's first
 * questions share.
 */
export async function personaDigest(db: Db, persona: VoiceId, now: Date): Promise<string | null> {
  const since = dayStart(now)
  const [already] = await db
    .select({ n: count() })
    .from(aiMessages)
    .where(
      and(
        eq(aiMessages.fromAgent, persona),
        arrayContains(aiMessages.tags, [DIGEST_TAG]),
        gte(aiMessages.createdAt, since),
      ),
    )
  if ((already?.n ?? 0) > 0) return null
  const rows = await db
    .select({ title: conversations.title, userId: conversations.userId })
    .from(conversations)
    .innerJoin(digestConsent, eq(digestConsent.userId, conversations.userId))
    .where(and(eq(conversations.persona, persona), gte(conversations.createdAt, since)))
  if (rows.length < DIGEST_MIN_CONVERSATIONS) return null
  const topics = topTopics(rows.map((row) => ({ text: row.title, by: row.userId ?? 0 })))
  const name = personas[persona].name
  const about = topics.length ? `; people asked most about ${listed(topics)}` : ''
  return `${name} had ${plural(rows.length, 'conversation')} today${about}.`
}
