import { z } from 'zod'
import * as personas from '../personas'
import { contract, errors, MiB, schemas } from '../endpoint-schema'
import { personaEndpoints } from '../endpoints/personas'

/** A card's text fields, a lorebook and an avatar of 512 KB as a data URL. */
const PERSONA_BODY_LIMIT = MiB

const params = personas.PersonaParamsSchema

export const personaSchemas = schemas({
  list: {
    summary: 'The personas you can chat with: built-in, shared, then your own',
    description: '`models` lists the models a persona may be given (those an administrator chose).',
    response: { 200: personas.PersonaListSchema },
  },
  get: {
    summary: 'One persona you can see, with its whole card',
    params,
    response: { 200: personas.PersonaViewSchema, ...errors(404) },
  },
  create: {
    bodyLimit: PERSONA_BODY_LIMIT,
    summary: 'Create a persona of your own (private unless an administrator shares it)',
    body: personas.PersonaInputSchema,
    response: { 201: personas.PersonaViewSchema, ...errors(400, 403) },
  },
  update: {
    bodyLimit: PERSONA_BODY_LIMIT,
    summary: 'Change your persona (administrators: any, including the built-ins and sharing)',
    params,
    body: personas.PersonaPatchSchema,
    response: { 200: personas.PersonaViewSchema, ...errors(400, 403, 404) },
  },
  remove: {
    summary: 'Delete your persona',
    params,
    response: { 204: z.null(), ...errors(400, 403, 404) },
  },
  duplicate: {
    summary: 'Copy a persona you can see into a private one of your own',
    params,
    response: { 201: personas.PersonaViewSchema, ...errors(404) },
  },
  avatar: {
    summary: "A persona's avatar: the uploaded PNG, JPEG or WebP, else a generated portrait",
    params,
    response: { 200: z.any().describe('The image bytes'), ...errors(404) },
  },
  import: {
    bodyLimit: personas.MAX_CARD_BYTES,
    summary: 'Import a character card (PNG with a chara or ccv3 chunk, or JSON; V1, V2, V3)',
    description:
      'Send the file as the raw body (`image/png`, `application/json` or `application/octet-stream`). The card becomes a private persona of yours, every field and unknown extension kept.',
    response: { 201: personas.PersonaViewSchema, ...errors(400, 413, 415) },
  },
  cardPng: {
    summary: 'A persona you can see as a Character Card PNG (chara V2 and ccv3 V3 chunks)',
    params,
    response: { 200: z.any().describe('The PNG bytes'), ...errors(404) },
  },
  prompts: {
    summary: 'What the model received for your recent replies in one conversation',
    description:
      'The latest prompts of a conversation of yours (this server keeps up to 20, until it restarts), oldest first, each with the lorebook entries that fired and its token count. Anyone else gets an empty list.',
    params: personas.ConversationParamsSchema,
    response: { 200: personas.ReceivedPromptsSchema, ...errors(400) },
  },
  cardJson: {
    summary: 'A persona you can see as a Character Card V3 JSON',
    params,
    response: { 200: z.any().describe('The card'), ...errors(404) },
  },
})

export const personaContract = contract('personas', personaEndpoints, personaSchemas)
