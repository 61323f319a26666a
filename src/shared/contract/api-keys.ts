import { z } from 'zod'
import {
  ApiKeyListSchema,
  ApiKeyParamsSchema,
  CreateApiKeyInputSchema,
  CreatedApiKeySchema,
} from '../api-keys'
import { errors, operation } from '../endpoint-schema'
import { apiKeysEndpoints } from '../endpoints/api-keys'

const tags = ['api-keys']

export const apiKeysContract = {
  list: operation(apiKeysEndpoints.list, {
    tags,
    summary: 'Your API keys (without the keys themselves)',
    response: { 200: ApiKeyListSchema, ...errors(400, 404) },
  }),
  create: operation(apiKeysEndpoints.create, {
    tags,
    summary: 'Create an API key; the answer is the only time the key is shown',
    body: CreateApiKeyInputSchema,
    response: { 201: CreatedApiKeySchema, ...errors(400, 404) },
  }),
  revoke: operation(apiKeysEndpoints.revoke, {
    tags,
    summary: 'Revoke one of your API keys',
    params: ApiKeyParamsSchema,
    response: { 204: z.null(), ...errors(400, 404) },
  }),
}
