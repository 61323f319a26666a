import type { personaSchemas } from '../contract/personas'
import { endpoints } from '../endpoint'

/** The persona registry: built-in, shared and your own personas (docs/product/personas.md). */
export const personaEndpoints = endpoints<typeof personaSchemas>({
  list: 'GET /api/personas',
  get: 'GET /api/personas/:id',
  create: 'POST /api/personas',
  update: 'PATCH /api/personas/:id',
  // 204: no body.
  remove: 'DELETE /api/personas/:id',
  duplicate: 'POST /api/personas/:id/duplicate',
  avatar: 'GET /api/personas/:id/avatar',
  import: 'POST /api/personas/import',
  cardPng: 'GET /api/personas/:id/card.png',
  cardJson: 'GET /api/personas/:id/card.json',
  prompts: 'GET /api/personas/prompts/:conversationId',
})
