import { get, post } from '../endpoint'
import type {
  ChatCompletionRequestSchema,
  ChatCompletionSchema,
  ModelListSchema,
  ModelParamsSchema,
  ModelSchema,
} from '../openai-api'

/**
 * The personas through OpenAI's protocol (bearer API key only). A streamed completion
 * (`stream: true`) answers OpenAI's `data:` chunks; `response` is the whole completion.
 */
export const openAiEndpoints = {
  models: get<{ response: typeof ModelListSchema }>('/v1/models'),
  model: get<{ params: typeof ModelParamsSchema; response: typeof ModelSchema }>(
    '/v1/models/:model',
  ),
  completion: post<{
    body: typeof ChatCompletionRequestSchema
    response: typeof ChatCompletionSchema
  }>('/v1/chat/completions'),
}
