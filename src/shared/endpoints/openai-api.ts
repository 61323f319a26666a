import type { openAiSchemas } from '../contract/openai-api'
import { endpoints } from '../endpoint'

/**
 * The personas through OpenAI's protocol (bearer API key only). A streamed completion
 * (`stream: true`) answers OpenAI's `data:` chunks; `response` is the whole completion.
 */
export const openAiEndpoints = endpoints<typeof openAiSchemas>({
  models: 'GET /v1/models',
  model: 'GET /v1/models/:model',
  completion: 'POST /v1/chat/completions',
})
