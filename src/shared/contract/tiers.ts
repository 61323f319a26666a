import { contract, read, schemas } from '../endpoint-schema'
import { tiersEndpoints } from '../endpoints/tiers'
import * as tiers from '../tiers'

export const tiersSchemas = schemas({
  usage: read("Today's conversations and the limit of the caller's tier", tiers.UsageSchema),
})

export const tiersContract = contract('auth', tiersEndpoints, tiersSchemas)
