import { createHash } from 'node:crypto'
import { and, desc, eq, like, or } from 'drizzle-orm'
import { MAX_HISTORY_TURNS, type ChatTurn } from '@/shared/chat'
import type { Db } from '../../db/open'
import { conversations } from '../../db/schema/index'

/**
 * An OpenAI client's conversation, identified by the server (decision 270). A client sends the
 * whole conversation every time, and anything in it could be made up: only a transcript this
 * server itself answered continues a conversation. After each answer the conversation keeps the
 * hash of what it answered (earlier turns, question, answer) beside the hash of the earlier
 * turns that answer continued, so the next question, a regenerate (the same turns sent again)
 * and an edited last question all continue it. Any other request with earlier turns (a made-up
 * answer, an edit further back) is a new conversation and counts toward the daily limit.
 */

/**
 * The hash of a transcript as the model reads it: the newest turns a prompt holds, each trimmed,
 * empty ones (a tool-call answer's text) left out, so the hash the server stored and the one a
 * client's next request gives agree however the client spaces or trims its messages. The
 * subject and persona are part of it, so no other key or persona shares it.
 */
export function transcriptHash(subject: string, persona: string, turns: readonly ChatTurn[]) {
  const kept = turns
    .map((turn) => ({ role: turn.role, content: turn.content.trim() }))
    .filter((turn) => turn.content)
    .slice(-MAX_HISTORY_TURNS * 2)
  return createHash('sha256')
    .update(JSON.stringify([subject, persona, kept]))
    .digest('hex')
}

/**
 * The conversation whose answered transcript is `earlier`, or whose last answer continued it
 * (a regenerate or an edited question); undefined for a transcript the server never answered.
 * The newest wins when two conversations said the same (the offline engine's answers repeat).
 */
export async function findApiConversation(
  db: Db,
  subject: string,
  earlierHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.subject, subject),
        or(
          like(conversations.transcriptHash, `${earlierHash} %`),
          like(conversations.transcriptHash, `% ${earlierHash}`),
        ),
      ),
    )
    .orderBy(desc(conversations.updatedAt))
    .limit(1)
  return row?.id
}

/** Keeps what the server answered, and the earlier turns that answer continued. */
export async function rememberTranscript(
  db: Db,
  conversationId: string,
  answeredHash: string,
  earlierHash: string,
): Promise<void> {
  await db
    .update(conversations)
    .set({ transcriptHash: `${answeredHash} ${earlierHash}` })
    .where(eq(conversations.id, conversationId))
}
