import type { connectionsSchemas } from '../contract/connections'
import { endpoints } from '../endpoint'

/** Model connections and the chosen models (administrators). */
export const connectionsEndpoints = endpoints<typeof connectionsSchemas>({
  overview: 'GET /api/connections',
  usage: 'GET /api/connections/usage',
  add: 'POST /api/connections',
  edit: 'PATCH /api/connections/:id',
  remove: 'DELETE /api/connections/:id',
  test: 'POST /api/connections/:id/test',
  choose: 'PUT /api/connections/choices',
})
