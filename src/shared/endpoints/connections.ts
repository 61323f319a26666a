import type * as modelConnections from '../model-connections'
import { del, patch, post, put, read } from '../endpoint'

/** Model connections and the chosen models (administrators). */
export const connectionsEndpoints = {
  overview: read<typeof modelConnections.ConnectionsOverviewSchema>('/api/connections'),
  add: post<{
    body: typeof modelConnections.ConnectionInputSchema
    response: typeof modelConnections.ConnectionSchema
  }>('/api/connections'),
  edit: patch<{
    params: typeof modelConnections.ConnectionParamsSchema
    body: typeof modelConnections.ConnectionPatchSchema
    response: typeof modelConnections.ConnectionSchema
  }>('/api/connections/:id'),
  remove: del<{ params: typeof modelConnections.ConnectionParamsSchema }>('/api/connections/:id'),
  test: post<{
    params: typeof modelConnections.ConnectionParamsSchema
    response: typeof modelConnections.ConnectionTestSchema
  }>('/api/connections/:id/test'),
  choose: put<{
    body: typeof modelConnections.ModelChoicesPatchSchema
    response: typeof modelConnections.ModelChoicesSchema
  }>('/api/connections/choices'),
}
