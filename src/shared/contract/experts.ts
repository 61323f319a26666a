import { contract, errors } from '../endpoint-schema'
import { expertEndpoints } from '../endpoints/experts'
import {
  ContextSchema,
  ExpertIdParamsSchema,
  ExpertListQuerySchema,
  ExpertListSchema,
  ExpertSchema,
  GenerateContextInputSchema,
} from '../experts'

export const expertContract = contract('experts', expertEndpoints, {
  list: {
    summary: 'The Ring of Twelve, searched by name or specialty and filtered by category',
    querystring: ExpertListQuerySchema,
    response: { 200: ExpertListSchema, ...errors(400) },
  },
  one: {
    summary: 'One expert of the ring',
    params: ExpertIdParamsSchema,
    response: { 200: ExpertSchema, ...errors(404) },
  },
  generateContext: {
    summary: "The text to paste into an expert's portal",
    description:
      "Built from the expert's profile, the question type, the prompt and, for a signed-in person, what they are learning.",
    body: GenerateContextInputSchema,
    response: { 200: ContextSchema, ...errors(400, 404) },
  },
})
