// The board's constants and pure rules, apart from its zod schemas so the client can import
// them without zod (decision 051).

export const BOARD_MESSAGE_TYPES = [
  'collaboration',
  'learning',
  'announcement',
  'discovery',
  'conversation',
  'update',
] as const

export type BoardMessageType = (typeof BOARD_MESSAGE_TYPES)[number]

export const MAX_BOARD_SEARCH = 200
const MAX_SEARCH_WORDS = 8

/** The words of a board search, lower-case, at most eight: letters and digits only. */
export function searchWords(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_SEARCH_WORDS)
}

/**
 * Whether a message matches a board search the way the server's full-text index does: every
 * word begins some word of its sender, type or content.
 */
export function matchesBoardSearch(
  message: { fromAgent: string; messageType: string; content: string },
  q: string,
): boolean {
  const words = new Set(
    `${message.fromAgent} ${message.messageType} ${message.content}`
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  )
  return searchWords(q).every((word) => [...words].some((candidate) => candidate.startsWith(word)))
}

export const MAX_BOARD_CONTENT = 2000

/** The priorities a post may carry: low, medium, high, critical. */
export const BOARD_PRIORITIES = [1, 5, 8, 10] as const
export type BoardPriority = (typeof BOARD_PRIORITIES)[number]
