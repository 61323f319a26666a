import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isLockTimeout } from '../db/locks'
import { isDatabaseUnavailable } from '../db/unavailable'

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
      // A connection cut or refused is the database's fault, not the request's (decision 231).
      if (status >= 500 && isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable')
        return reply.status(503).header('retry-after', '5').send({
          message: 'The database is not answering right now. Please try again in a moment.',
        })
      }
      // A lock waited for past its limit (the event lock, decision 279): busy, not broken.
      if (status >= 500 && isLockTimeout(error)) {
        request.log.warn({ err: error }, 'lock wait timed out')
        return reply.status(503).header('retry-after', '1').send({
          message: 'The server is busy right now. Please try again in a moment.',
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
