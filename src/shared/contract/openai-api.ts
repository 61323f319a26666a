import { contract, schemas } from '../endpoint-schema'
import { openAiEndpoints } from '../endpoints/openai-api'
import * as openaiApi from '../openai-api'

// OpenAI's own error shape, not `{ message }`: OpenAI clients read it.
const openAiErrors = {
  400: openaiApi.OpenAiErrorSchema,
  401: openaiApi.OpenAiErrorSchema,
  404: openaiApi.OpenAiErrorSchema,
  413: openaiApi.OpenAiErrorSchema,
  429: openaiApi.OpenAiErrorSchema,
}

export const openAiSchemas = schemas({
  models: {
    summary: 'The personas, as OpenAI models',
    response: { 200: openaiApi.ModelListSchema, ...openAiErrors },
  },
  model: {
    summary: 'One persona, as an OpenAI model',
    params: openaiApi.ModelParamsSchema,
    response: { 200: openaiApi.ModelSchema, ...openAiErrors },
  },
  completion: {
    bodyLimit: openaiApi.COMPLETION_BODY_LIMIT,
    cost: 'model',
    summary: 'Chat with the persona named in `model` (OpenAI protocol; `stream: true` for SSE)',
    body: openaiApi.ChatCompletionRequestSchema,
    response: { 200: openaiApi.ChatCompletionSchema, ...openAiErrors },
  },
  response: {
    bodyLimit: openaiApi.COMPLETION_BODY_LIMIT,
    cost: 'model',
    summary:
      'Answer as the persona in `model` (OpenAI Responses API; `stream: true` for its SSE events; `previous_response_id` continues a kept answer)',
    body: openaiApi.ResponseRequestSchema,
    response: { 200: openaiApi.ResponseSchema, ...openAiErrors },
  },
})

export const openAiContract = contract('openai', openAiEndpoints, openAiSchemas)
