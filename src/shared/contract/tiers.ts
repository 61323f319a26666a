import { contract, read } from '../endpoint-schema'
import { tiersEndpoints } from '../endpoints/tiers'
import * as tiers from '../tiers'

export const tiersContract = contract('auth', tiersEndpoints, {
  usage: read("Today's conversations and the limit of the caller's tier", tiers.UsageSchema),
})
