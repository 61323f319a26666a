import { operation } from '../endpoint-schema'
import { tiersEndpoints } from '../endpoints/tiers'
import { UsageSchema } from '../tiers'

export const tiersContract = {
  usage: operation(tiersEndpoints.usage, {
    tags: ['auth'],
    summary: "Today's conversations and the limit of the caller's tier",
    response: { 200: UsageSchema },
  }),
}
