import { get, post, read } from '../endpoint'
import type * as openaiApi from '../openai-api'

/**
 * The personas through OpenAI's protocol (bearer API key only). A streamed completion
 * (`stream: true`) answers OpenAI's `data:` chunks; `response` is the whole completion.
 */
export const openAiEndpoints = {
  models: read<typeof openaiApi.ModelListSchema>('/v1/models'),
  model: get<{
    params: typeof openaiApi.ModelParamsSchema
    response: typeof openaiApi.ModelSchema
  }>('/v1/models/:model'),
  completion: post<{
    body: typeof openaiApi.ChatCompletionRequestSchema
    response: typeof openaiApi.ChatCompletionSchema
  }>('/v1/chat/completions'),
}
