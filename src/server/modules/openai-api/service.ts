import { randomBytes } from 'node:crypto'
import { and, eq, lt } from 'drizzle-orm'
import { MAX_HISTORY_TURNS, type ChatTurn } from '@/shared/chat'
import type { Db } from '../../db/open'
import { apiResponses } from '../../db/schema/index'

/** How long an answer can be continued with `previous_response_id` (OpenAI keeps 30 days). */
const KEPT_MS = 30 * 86_400_000

/** A response id as OpenAI's look: `resp_` and 192 random bits, nothing to guess. */
export const newResponseId = () => `resp_${randomBytes(24).toString('hex')}`

/**
 * The conversation an earlier answer ended, when it is the owner's and still kept; undefined
 * otherwise, so another person's id reads as one that does not exist (decision 266).
 */
export async function responseTurns(
  db: Db,
  id: string,
  userId: number,
  now = new Date(),
): Promise<ChatTurn[] | undefined> {
  const [row] = await db
    .select({ turns: apiResponses.turns, createdAt: apiResponses.createdAt })
    .from(apiResponses)
    .where(and(eq(apiResponses.id, id), eq(apiResponses.userId, userId)))
  if (!row || now.getTime() - row.createdAt.getTime() > KEPT_MS) return undefined
  return row.turns
}

/**
 * Keeps an answer's conversation (the newest turns a prompt can hold) under its id, and clears
 * the owner's answers past their 30 days, so the table grows only with use.
 */
export async function keepResponse(
  db: Db,
  answer: { id: string; userId: number; persona: string; turns: ChatTurn[] },
  now = new Date(),
): Promise<void> {
  await db.insert(apiResponses).values({
    ...answer,
    turns: answer.turns.slice(-MAX_HISTORY_TURNS * 2),
    createdAt: now,
  })
  await db
    .delete(apiResponses)
    .where(
      and(
        eq(apiResponses.userId, answer.userId),
        lt(apiResponses.createdAt, new Date(now.getTime() - KEPT_MS)),
      ),
    )
}
