import { get, post } from '../endpoint'
import type * as experts from '../experts'

/** The Ring of Twelve and the context for an expert's portal. */
export const expertEndpoints = {
  list: get<{
    query: typeof experts.ExpertListQuerySchema
    response: typeof experts.ExpertListSchema
  }>('/api/experts'),
  one: get<{ params: typeof experts.ExpertIdParamsSchema; response: typeof experts.ExpertSchema }>(
    '/api/experts/:id',
  ),
  generateContext: post<{
    body: typeof experts.GenerateContextInputSchema
    response: typeof experts.ContextSchema
  }>('/api/generate-context'),
}
