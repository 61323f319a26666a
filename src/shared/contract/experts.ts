import { contract, errors, schemas } from '../endpoint-schema'
import { expertEndpoints } from '../endpoints/experts'
import * as experts from '../experts'

export const expertSchemas = schemas({
  list: {
    summary: 'The Ring of Twelve, searched by name or specialty and filtered by category',
    querystring: experts.ExpertListQuerySchema,
    response: { 200: experts.ExpertListSchema },
  },
  one: {
    summary: 'One expert of the ring',
    params: experts.ExpertIdParamsSchema,
    response: { 200: experts.ExpertSchema, ...errors(404) },
  },
  generateContext: {
    cost: 'model',
    summary: "The text to paste into an expert's portal",
    description:
      "Built from the expert's profile, the question type, the prompt and, for a signed-in person, what they are learning.",
    body: experts.GenerateContextInputSchema,
    response: { 200: experts.ContextSchema, ...errors(404) },
  },
})

export const expertContract = contract('experts', expertEndpoints, expertSchemas)
