import { get } from '../endpoint'
import type { UsageSchema } from '../tiers'

export const tiersEndpoints = {
  usage: get<{ response: typeof UsageSchema }>('/api/usage'),
}
