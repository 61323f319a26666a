import { z } from 'zod'
import {
  ApiKeyListSchema,
  ApiKeyParamsSchema,
  CreateApiKeyInputSchema,
  CreatedApiKeySchema,
} from '../api-keys'
import { contract, errors } from '../endpoint-schema'
import { apiKeysEndpoints } from '../endpoints/api-keys'

export const apiKeysContract = contract('api-keys', apiKeysEndpoints, {
  list: {
    summary: 'Your API keys (without the keys themselves)',
    response: { 200: ApiKeyListSchema, ...errors(400, 404) },
  },
  create: {
    summary: 'Create an API key; the answer is the only time the key is shown',
    body: CreateApiKeyInputSchema,
    response: { 201: CreatedApiKeySchema, ...errors(400, 404) },
  },
  revoke: {
    summary: 'Revoke one of your API keys',
    params: ApiKeyParamsSchema,
    response: { 204: z.null(), ...errors(400, 404) },
  },
})
