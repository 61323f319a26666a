import type { candidateSchemas } from '../contract/candidates'
import { endpoints } from '../endpoint'

/** External AI agents registered through the candidate bridge. */
export const candidateEndpoints = endpoints<typeof candidateSchemas>({
  list: 'GET /api/external-agents',
  register: 'POST /api/external-agents',
})
