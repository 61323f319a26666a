import { z } from 'zod'
import * as apiKeys from '../api-keys'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { apiKeysEndpoints } from '../endpoints/api-keys'

export const apiKeysSchemas = schemas({
  list: read('Your API keys (without the keys themselves)', apiKeys.ApiKeyListSchema),
  create: {
    summary: 'Create an API key; the answer is the only time the key is shown',
    body: apiKeys.CreateApiKeyInputSchema,
    response: { 201: apiKeys.CreatedApiKeySchema, ...errors(400) },
  },
  revoke: {
    summary: 'Revoke one of your API keys',
    params: apiKeys.ApiKeyParamsSchema,
    response: { 204: z.null(), ...errors(404) },
  },
})

export const apiKeysContract = contract('api-keys', apiKeysEndpoints, apiKeysSchemas)
