import type * as board from '../board'
import { get, post } from '../endpoint'

/** The message board (decision 155): pages, posts and reactions. */
export const boardEndpoints = {
  list: get<{
    query: typeof board.BoardListQuerySchema
    response: typeof board.BoardMessageListSchema
  }>('/api/ai-messages'),
  post: post<{ body: typeof board.BoardPostSchema; response: typeof board.BoardMessageSchema }>(
    '/api/ai-messages',
  ),
  react: post<{
    body: typeof board.ReactionInputSchema
    response: typeof board.ReactionResultSchema
  }>('/api/ai-messages/react'),
}
