import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { DrizzleQueryError } from 'drizzle-orm/errors'

/** Turns every error into `{ message }`: validation failures name the field, 5xx hide details. */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0]
        const field =
          issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          error.validationContext ||
          'request'
        return reply.status(400).send({ message: `${field}: ${issue?.message ?? 'is invalid'}` })
      }
      const status = error.statusCode ?? 500
      if (status >= 500 && isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable')
        return reply.status(503).header('retry-after', '5').send({
          message: 'The database is not answering right now. Please try again in a moment.',
        })
      }
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed')
        return reply
          .status(status)
          .send({ message: 'Something went wrong on our side. Please try again.' })
      }
      if (status === 429) return reply.status(429).send({ message: error.message })
      return reply.status(status).send({ message: error.message || 'Bad request' })
    })
  },
  { name: 'error-handler' },
)

/**
 * The database restarted, shut down or cannot be reached: SQLSTATE class 08 and 57P01–57P03, or
 * a query (Drizzle wraps the driver's error as `cause`) whose connection was refused or cut.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const driverError = error instanceof DrizzleQueryError ? error.cause : error
  const { code, message } = (driverError ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && /^(08...|57P0[123])$/.test(code)) return true
  if (!(error instanceof DrizzleQueryError)) return false
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    (typeof message === 'string' && message.startsWith('Connection terminated'))
  )
}
