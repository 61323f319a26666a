import type { expertSchemas } from '../contract/experts'
import { endpoints } from '../endpoint'

/** The Ring of Twelve and the context for an expert's portal. */
export const expertEndpoints = endpoints<typeof expertSchemas>({
  list: 'GET /api/experts',
  one: 'GET /api/experts/:id',
  generateContext: 'POST /api/generate-context',
})
