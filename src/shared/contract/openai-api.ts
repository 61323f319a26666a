import { contract } from '../endpoint-schema'
import { openAiEndpoints } from '../endpoints/openai-api'
import {
  ChatCompletionRequestSchema,
  ChatCompletionSchema,
  ModelListSchema,
  ModelParamsSchema,
  ModelSchema,
  OpenAiErrorSchema,
} from '../openai-api'

// OpenAI's own error shape, not `{ message }`: OpenAI clients read it.
const openAiErrors = {
  400: OpenAiErrorSchema,
  401: OpenAiErrorSchema,
  404: OpenAiErrorSchema,
  429: OpenAiErrorSchema,
}

export const openAiContract = contract('openai', openAiEndpoints, {
  models: {
    summary: 'The personas, as OpenAI models',
    response: { 200: ModelListSchema, ...openAiErrors },
  },
  model: {
    summary: 'One persona, as an OpenAI model',
    params: ModelParamsSchema,
    response: { 200: ModelSchema, ...openAiErrors },
  },
  completion: {
    summary: 'Chat with the persona named in `model` (OpenAI protocol; `stream: true` for SSE)',
    body: ChatCompletionRequestSchema,
    response: { 200: ChatCompletionSchema, ...openAiErrors },
  },
})
