import type { FastifyReply } from 'fastify'

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
