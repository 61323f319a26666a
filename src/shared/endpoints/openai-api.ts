import type { openAiSchemas } from '../contract/openai-api'
import { endpoints } from '../endpoint'

/**
 * The personas through OpenAI's protocol (bearer API key only). A streamed completion
 * (`stream: true`) answers OpenAI's `data:` chunks; `response` is the whole completion. A
 * streamed response (`/v1/responses`) answers the Responses API's typed events.
 */
export const openAiEndpoints = endpoints<typeof openAiSchemas>({
  models: 'GET /v1/models',
  model: 'GET /v1/models/:model',
  completion: 'POST /v1/chat/completions',
  response: 'POST /v1/responses',
})
