import type {
  BoardListQuerySchema,
  BoardMessageListSchema,
  BoardMessageSchema,
  BoardPostSchema,
  ReactionInputSchema,
  ReactionResultSchema,
} from '../board'
import { get, post } from '../endpoint'

/** The message board (decision 155): pages, posts and reactions. */
export const boardEndpoints = {
  list: get<{ query: typeof BoardListQuerySchema; response: typeof BoardMessageListSchema }>(
    '/api/ai-messages',
  ),
  post: post<{ body: typeof BoardPostSchema; response: typeof BoardMessageSchema }>(
    '/api/ai-messages',
  ),
  react: post<{ body: typeof ReactionInputSchema; response: typeof ReactionResultSchema }>(
    '/api/ai-messages/react',
  ),
}
