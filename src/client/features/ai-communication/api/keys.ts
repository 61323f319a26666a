import type { BoardListQueryInput } from '@/shared/board'
import { boardEndpoints } from '@/shared/endpoints/board'

/** Query keys of the AI communication screens; the first element is the GET path. */
export const MESSAGES_PATH = boardEndpoints.list.path

/** The server-side filters of a board list; the unfiltered feed has none. */
export type BoardFeedFilters = Pick<BoardListQueryInput, 'fromAgent' | 'messageType' | 'q'>

export type MessageQueryParams = BoardFeedFilters & Pick<BoardListQueryInput, 'limit' | 'parentId'>

export const feedKey = (limit: number, filters: BoardFeedFilters = {}) =>
  [MESSAGES_PATH, { limit, ...filters }] as const
export const threadKey = (parentId: number) => [MESSAGES_PATH, { parentId }] as const
export const logKey = ['/api/ai-communication/log'] as const
export const summaryKey = ['/api/ai-communication/summary'] as const
export const commAgentsKey = ['/api/ai-communication/agents'] as const
export const agentsKey = ['/api/ai-agents'] as const
export const collaborationsKey = ['/api/ai-collaboration'] as const
export const autoMessagingKey = ['/api/auto-messaging'] as const
export const externalAgentsKey = ['/api/external-agents'] as const

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

/** Spec part 1 §9: the board polls every 5 s (here only while the live stream is down). */
export const POLL_MS = 5_000
