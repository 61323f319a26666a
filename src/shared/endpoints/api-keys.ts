import type { apiKeysSchemas } from '../contract/api-keys'
import { endpoints } from '../endpoint'

/** Personal keys for the OpenAI-compatible API (/v1); managed with the session cookie only. */
export const apiKeysEndpoints = endpoints<typeof apiKeysSchemas>({
  list: 'GET /api/api-keys',
  create: 'POST /api/api-keys',
  // 204: no body.
  revoke: 'DELETE /api/api-keys/:id',
})
