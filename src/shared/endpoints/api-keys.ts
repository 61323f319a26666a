import type * as apiKeys from '../api-keys'
import { del, post, read } from '../endpoint'

/** Personal keys for the OpenAI-compatible API (/v1); managed with the session cookie only. */
export const apiKeysEndpoints = {
  list: read<typeof apiKeys.ApiKeyListSchema>('/api/api-keys'),
  create: post<{
    body: typeof apiKeys.CreateApiKeyInputSchema
    response: typeof apiKeys.CreatedApiKeySchema
  }>('/api/api-keys'),
  // 204: no body.
  revoke: del<{ params: typeof apiKeys.ApiKeyParamsSchema }>('/api/api-keys/:id'),
}
