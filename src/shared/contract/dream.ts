import { z } from 'zod'
import * as dream from '../dream'
import { contract, errors, schemas } from '../endpoint-schema'
import { dreamEndpoints } from '../endpoints/dream'
import { ErrorResponseSchema } from '../errors'

export const dreamSchemas = schemas({
  musing: {
    cost: 'model',
    summary:
      'One short musing of a persona (a built-in, or one the caller may chat with), streamed as text; the theme is in X-Dream-Theme',
    body: dream.MusingInputSchema,
    response: {
      200: z.string().describe('The musing as plain text, streamed'),
      ...errors(404, 429, 502, 503),
      504: ErrorResponseSchema,
    },
  },
})

export const dreamContract = contract('chat', dreamEndpoints, dreamSchemas)
