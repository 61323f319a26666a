import { contract, read } from '../endpoint-schema'
import { tiersEndpoints } from '../endpoints/tiers'
import { UsageSchema } from '../tiers'

export const tiersContract = contract('auth', tiersEndpoints, {
  usage: read("Today's conversations and the limit of the caller's tier", UsageSchema),
})
