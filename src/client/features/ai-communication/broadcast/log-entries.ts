import type { BoardMessage } from '@/shared/board'
import { BROADCAST_PRIORITIES, type BroadcastPriority } from '@/shared/communication-values'

const NAMES = new Map<number, BroadcastPriority>(
  Object.entries(BROADCAST_PRIORITIES).map(([name, value]) => [value, name as BroadcastPriority]),
)

/** A broadcast's priority by name (its numeric value as the server stores it), if it has one. */
export const priorityName = (priority: number): BroadcastPriority | undefined => NAMES.get(priority)

export interface LogEntry {
  message: BoardMessage
  /** Answers in the log, oldest first. */
  replies: BoardMessage[]
}

/**
 * The log (newest first) as conversations: each message with the answers to it that the log
 * holds; an answer whose message is not in the log stands on its own.
 */
export function groupLog(log: BoardMessage[]): LogEntry[] {
  const ids = new Set(log.map((message) => message.id))
  const replies = new Map<number, BoardMessage[]>()
  for (const message of log) {
    if (message.parentId !== null && ids.has(message.parentId)) {
      replies.set(message.parentId, [message, ...(replies.get(message.parentId) ?? [])])
    }
  }
  return log
    .filter((message) => message.parentId === null || !ids.has(message.parentId))
    .map((message) => ({ message, replies: replies.get(message.id) ?? [] }))
}
