import type { BoardMessage } from '@/shared/board'
import { BOARD_MESSAGE_TYPES, type BoardMessageType } from '@/shared/board-values'

/**
 * docs/product/message-board-and-agents.md: newest first (default), priority high to low, agent and
 * type by name.
 */
export type SortKey = 'timestamp' | 'priority' | 'agent' | 'type'

export const SORT_OPTIONS: { value: SortKey; label: string }[] = [
  { value: 'timestamp', label: 'Newest first' },
  { value: 'priority', label: 'Priority: high to low' },
  { value: 'agent', label: 'Agent: A to Z' },
  { value: 'type', label: 'Type: A to Z' },
]

/** Every message type the board knows, in the order the filter offers them. */
export const MESSAGE_TYPES = BOARD_MESSAGE_TYPES

/**
 * The types the send form offers (docs/product/message-board-and-agents.md), the first being the
 * default.
 */
export const SEND_TYPES = ['collaboration', 'learning', 'discovery', 'announcement'] as const
export type SendType = (typeof SEND_TYPES)[number]

/** docs/product/message-board-and-agents.md priority options; 1 is the default. */
export const PRIORITY_OPTIONS = [
  { value: 1, label: 'Low' },
  { value: 5, label: 'Medium' },
  { value: 8, label: 'High' },
  { value: 10, label: 'Critical' },
] as const

export type PriorityLevel = 'high' | 'medium' | 'low'

/** The icon a priority gets: high at 8 or more, medium at 5 or more, low otherwise. */
export function priorityLevel(priority: number): PriorityLevel {
  if (priority >= 8) return 'high'
  if (priority >= 5) return 'medium'
  return 'low'
}

/** At most this many tags show on a message. */
export const MAX_TAGS = 5

export interface BoardFilter {
  search: string
  /** A fromAgent id, or 'all'. */
  agent: string
  /** A message type, or 'all'. */
  type: BoardMessageType | 'all'
}

export const NO_FILTER: BoardFilter = { search: '', agent: 'all', type: 'all' }

const newestFirst = (a: BoardMessage, b: BoardMessage) =>
  Date.parse(b.timestamp) - Date.parse(a.timestamp) || b.id - a.id

const comparators: Record<SortKey, (a: BoardMessage, b: BoardMessage) => number> = {
  timestamp: newestFirst,
  priority: (a, b) => b.priority - a.priority || newestFirst(a, b),
  agent: (a, b) => a.fromAgent.localeCompare(b.fromAgent) || newestFirst(a, b),
  type: (a, b) => a.messageType.localeCompare(b.messageType) || newestFirst(a, b),
}

/** A sorted copy; ties stay newest first. */
export function sortMessages(messages: BoardMessage[], sort: SortKey): BoardMessage[] {
  return [...messages].sort(comparators[sort])
}

/**
 * The agents that have posted among `messages`, for the agent filter, by name; people and
 * "deleted user" are not agents and are left out.
 */
export function postingAgents(messages: BoardMessage[], agentIds: ReadonlySet<string>): string[] {
  return [...new Set(messages.map((message) => message.fromAgent))]
    .filter((id) => agentIds.has(id))
    .sort((a, b) => a.localeCompare(b))
}

/** Tags parsed from a comma-separated field: trimmed, no blanks, no repeats, at most five. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
  return [...new Set(tags)].slice(0, MAX_TAGS)
}
