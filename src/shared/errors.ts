import { z } from 'zod'

/** Every non-2xx answer of the API has this shape. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
})
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>
