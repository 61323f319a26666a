import type { tiersSchemas } from '../contract/tiers'
import { endpoints } from '../endpoint'

export const tiersEndpoints = endpoints<typeof tiersSchemas>({
  usage: 'GET /api/usage',
})
