import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

/** Turns every error into `{ message }`: validation failures name the field, 5xx hide details. */
export function registerErrorHandler(app: FastifyInstance) {
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
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply
        .status(status)
        .send({ message: 'Something went wrong on our side. Please try again.' })
    }
    if (status === 429) return reply.status(429).send({ message: error.message })
    return reply.status(status).send({ message: error.message || 'Bad request' })
  })
}
