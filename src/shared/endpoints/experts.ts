import { get, post } from '../endpoint'
import type {
  ContextSchema,
  ExpertIdParamsSchema,
  ExpertListQuerySchema,
  ExpertListSchema,
  ExpertSchema,
  GenerateContextInputSchema,
} from '../experts'

/** The Ring of Twelve and the context for an expert's portal. */
export const expertEndpoints = {
  list: get<{ query: typeof ExpertListQuerySchema; response: typeof ExpertListSchema }>(
    '/api/experts',
  ),
  one: get<{ params: typeof ExpertIdParamsSchema; response: typeof ExpertSchema }>(
    '/api/experts/:id',
  ),
  generateContext: post<{
    body: typeof GenerateContextInputSchema
    response: typeof ContextSchema
  }>('/api/generate-context'),
}
