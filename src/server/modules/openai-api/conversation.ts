import { createHash } from 'node:crypto'
import type { ChatTurn } from '@/shared/chat'

/**
 * The id of an OpenAI client's conversation. A client sends the whole conversation every time,
 * so the same person, persona and opening message on the same UTC day are one conversation,
 * counted once toward the daily limit. The day keeps an expired conversation's id from coming back.
 */
export function apiConversationId(
  subject: string,
  persona: string,
  history: ChatTurn[],
  message: string,
  now = new Date(),
): string {
  const opening = history.find((turn) => turn.role === 'user')?.content ?? message
  const hex = createHash('sha256')
    .update([subject, persona, now.toISOString().slice(0, 10), opening].join('\n'))
    .digest('hex')
  // A version-4-shaped UUID, as the conversation ids are.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
