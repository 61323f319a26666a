import { read } from '../endpoint'
import type * as tiers from '../tiers'

export const tiersEndpoints = {
  usage: read<typeof tiers.UsageSchema>('/api/usage'),
}
