import { get } from '../endpoint'
import type * as tiers from '../tiers'

export const tiersEndpoints = {
  usage: get<{ response: typeof tiers.UsageSchema }>('/api/usage'),
}
