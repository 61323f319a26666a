import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

export type OpenAiErrorType =
  'invalid_request_error' | 'authentication_error' | 'rate_limit_error' | 'api_error'

/** Answers in OpenAI's error shape, so every OpenAI client shows the message. */
export function sendOpenAiError(
  reply: FastifyReply,
  status: number,
  message: string,
  type: OpenAiErrorType,
  code: string | null = null,
) {
  return reply.status(status).send({ error: { message, type, code } })
}

/** Every error under /v1, in OpenAI's shape: a field's 400, a parse error's 4xx, a hidden 5xx. */
export function openAiErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0]
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'
    return sendOpenAiError(
      reply,
      400,
      `${field}: ${issue?.message ?? 'is invalid'}`,
      'invalid_request_error',
    )
  }
  const status = error.statusCode ?? 500
  if (status >= 500) {
    request.log.error({ err: error }, 'OpenAI-compatible request failed')
    return sendOpenAiError(
      reply,
      status,
      'Something went wrong on our side. Please try again.',
      'api_error',
    )
  }
  // The per-address limits of the rate-limit plugin: OpenAI clients back off on this type.
  if (status === 429)
    return sendOpenAiError(
      reply,
      429,
      error.message || 'Too many requests.',
      'rate_limit_error',
      'rate_limit_exceeded',
    )
  return sendOpenAiError(reply, status, error.message || 'Bad request', 'invalid_request_error')
}
