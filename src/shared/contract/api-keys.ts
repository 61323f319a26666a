import { z } from 'zod'
import * as apiKeys from '../api-keys'
import { contract, errors, schemas } from '../endpoint-schema'
import { apiKeysEndpoints } from '../endpoints/api-keys'

export const apiKeysSchemas = schemas({
  list: {
    summary: 'Your API keys (without the keys themselves)',
    response: { 200: apiKeys.ApiKeyListSchema, ...errors(400, 404) },
  },
  create: {
    summary: 'Create an API key; the answer is the only time the key is shown',
    body: apiKeys.CreateApiKeyInputSchema,
    response: { 201: apiKeys.CreatedApiKeySchema, ...errors(400, 404) },
  },
  revoke: {
    summary: 'Revoke one of your API keys',
    params: apiKeys.ApiKeyParamsSchema,
    response: { 204: z.null(), ...errors(400, 404) },
  },
})

export const apiKeysContract = contract('api-keys', apiKeysEndpoints, apiKeysSchemas)
