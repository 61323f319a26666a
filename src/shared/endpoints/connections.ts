import type {
  ConnectionInputSchema,
  ConnectionParamsSchema,
  ConnectionPatchSchema,
  ConnectionSchema,
  ConnectionsOverviewSchema,
  ConnectionTestSchema,
  ModelChoicesPatchSchema,
  ModelChoicesSchema,
} from '../model-connections'
import { del, get, patch, post, put } from '../endpoint'

/** Model connections and the chosen models (administrators). */
export const connectionsEndpoints = {
  overview: get<{ response: typeof ConnectionsOverviewSchema }>('/api/connections'),
  add: post<{ body: typeof ConnectionInputSchema; response: typeof ConnectionSchema }>(
    '/api/connections',
  ),
  edit: patch<{
    params: typeof ConnectionParamsSchema
    body: typeof ConnectionPatchSchema
    response: typeof ConnectionSchema
  }>('/api/connections/:id'),
  remove: del<{ params: typeof ConnectionParamsSchema }>('/api/connections/:id'),
  test: post<{ params: typeof ConnectionParamsSchema; response: typeof ConnectionTestSchema }>(
    '/api/connections/:id/test',
  ),
  choose: put<{ body: typeof ModelChoicesPatchSchema; response: typeof ModelChoicesSchema }>(
    '/api/connections/choices',
  ),
}
