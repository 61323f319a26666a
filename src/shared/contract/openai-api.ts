import { operation } from '../endpoint-schema'
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

export const openAiContract = {
  models: operation(openAiEndpoints.models, {
    tags: ['openai'],
    summary: 'The personas, as OpenAI models',
    response: { 200: ModelListSchema, ...openAiErrors },
  }),
  model: operation(openAiEndpoints.model, {
    tags: ['openai'],
    summary: 'One persona, as an OpenAI model',
    params: ModelParamsSchema,
    response: { 200: ModelSchema, ...openAiErrors },
  }),
  completion: operation(openAiEndpoints.completion, {
    tags: ['openai'],
    summary: 'Chat with the persona named in `model` (OpenAI protocol; `stream: true` for SSE)',
    body: ChatCompletionRequestSchema,
    response: { 200: ChatCompletionSchema, ...openAiErrors },
  }),
}
