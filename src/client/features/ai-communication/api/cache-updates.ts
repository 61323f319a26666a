import type { InfiniteData } from '@tanstack/react-query'
import type { BoardMessage, ReactionResult } from '@/shared/board'
import { matchesBoardSearch } from '@/shared/board-values'
import type { BoardFeedFilters } from './keys'

/** The counts a `reaction` event carries. */
export type ReactionCounts = Pick<ReactionResult, 'messageId' | 'likes' | 'helpful'>

/** One page of the board as fetched: its messages and how many match its filters in all. */
export interface MessagePage {
  messages: BoardMessage[]
  total: number
}

export type MessagePages = InfiniteData<MessagePage, number | undefined>

/** Whether a live message belongs in a list with these filters (as the server would decide). */
export function matchesFeedFilters(message: BoardMessage, filters: BoardFeedFilters): boolean {
  return (
    (!filters.fromAgent || message.fromAgent === filters.fromAgent) &&
    (!filters.messageType || message.messageType === filters.messageType) &&
    (!filters.q || matchesBoardSearch(message, filters.q))
  )
}

const has = (list: BoardMessage[], id: number) => list.some((message) => message.id === id)

/** Newest first, as the server sends them: a new message goes where its id belongs. */
function insertById(list: BoardMessage[], message: BoardMessage): BoardMessage[] {
  const index = list.findIndex((other) => other.id < message.id)
  return index === -1
    ? [...list, message]
    : [...list.slice(0, index), message, ...list.slice(index)]
}

const bumpReplies = (list: BoardMessage[], parentId: number | null) =>
  parentId === null
    ? list
    : list.map((message) =>
        message.id === parentId ? { ...message, replies: message.replies + 1 } : message,
      )

/**
 * A list (newest first) with `message` added, and its parent's reply count raised; unchanged
 * when the list already holds it (an event that a fetch already brought in).
 */
export function addToList(list: BoardMessage[], message: BoardMessage): BoardMessage[] {
  if (has(list, message.id)) return list
  return insertById(bumpReplies(list, message.parentId), message)
}

/** The same for paged lists: a new message joins the first (newest) page and the total. */
export function addToPages(data: MessagePages, message: BoardMessage): MessagePages {
  if (data.pages.some((page) => has(page.messages, message.id))) return data
  const pages = data.pages.map((page) => ({
    ...page,
    messages: bumpReplies(page.messages, message.parentId),
  }))
  const first = pages[0] ?? { messages: [], total: 0 }
  pages[0] = { messages: insertById(first.messages, message), total: first.total + 1 }
  return { ...data, pages }
}

/**
 * A list with the counts of one message brought up to date. Counts only grow (a reaction is
 * never taken back), so an older event never lowers what a newer fetch brought in.
 */
export function applyReaction(list: BoardMessage[], counts: ReactionCounts): BoardMessage[] {
  if (!has(list, counts.messageId)) return list
  return list.map((message) =>
    message.id === counts.messageId
      ? {
          ...message,
          likes: Math.max(message.likes, counts.likes),
          helpful: Math.max(message.helpful, counts.helpful),
        }
      : message,
  )
}

export function applyReactionToPages(data: MessagePages, counts: ReactionCounts): MessagePages {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, messages: applyReaction(page.messages, counts) })),
  }
}
