import type {
  ApiKeyListSchema,
  ApiKeyParamsSchema,
  CreateApiKeyInputSchema,
  CreatedApiKeySchema,
} from '../api-keys'
import { del, get, post } from '../endpoint'

/** Personal keys for the OpenAI-compatible API (/v1); managed with the session cookie only. */
export const apiKeysEndpoints = {
  list: get<{ response: typeof ApiKeyListSchema }>('/api/api-keys'),
  create: post<{ body: typeof CreateApiKeyInputSchema; response: typeof CreatedApiKeySchema }>(
    '/api/api-keys',
  ),
  // 204: no body.
  revoke: del<{ params: typeof ApiKeyParamsSchema }>('/api/api-keys/:id'),
}
