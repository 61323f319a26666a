import { queryKeyOf } from '@/client/lib/api'
import type { BoardListQueryInput } from '@/shared/board'
import { agentEndpoints } from '@/shared/endpoints/agents'
import { boardEndpoints } from '@/shared/endpoints/board'
import { candidateEndpoints } from '@/shared/endpoints/candidates'
import { collaborationEndpoints } from '@/shared/endpoints/collaboration'
import { communicationEndpoints } from '@/shared/endpoints/communication'

/** Query keys of the AI communication screens; the first element is the GET path. */
export const MESSAGES_PATH = boardEndpoints.list.path

/** The server-side filters of a board list; the unfiltered feed has none. */
export type BoardFeedFilters = Pick<BoardListQueryInput, 'fromAgent' | 'messageType' | 'q'>

export type MessageQueryParams = BoardFeedFilters & Pick<BoardListQueryInput, 'limit' | 'parentId'>

export const feedKey = (limit: number, filters: BoardFeedFilters = {}) =>
  [MESSAGES_PATH, { limit, ...filters }] as const
export const threadKey = (parentId: number) => [MESSAGES_PATH, { parentId }] as const
export const logKey = queryKeyOf(communicationEndpoints.log)
export const summaryKey = queryKeyOf(communicationEndpoints.summary)
export const commAgentsKey = queryKeyOf(communicationEndpoints.agents)
export const agentsKey = queryKeyOf(agentEndpoints.list)
export const collaborationsKey = queryKeyOf(collaborationEndpoints.list)
export const autoMessagingKey = queryKeyOf(communicationEndpoints.autoMessaging)
export const externalAgentsKey = queryKeyOf(candidateEndpoints.list)

/** Every query that live events keep fresh, and that polls while the stream is down. */
export const liveKeys = [
  [MESSAGES_PATH],
  logKey,
  summaryKey,
  commAgentsKey,
  agentsKey,
  collaborationsKey,
  autoMessagingKey,
  externalAgentsKey,
] as const

/**
 * docs/product/message-board-and-agents.md: the board polls every 5 s (here only while the live
 * stream is down).
 */
export const POLL_MS = 5_000
