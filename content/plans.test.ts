import { describe, expect, it } from 'vitest'
import { PlanSchema } from '@/shared/plans'
import { plans } from './plans'

describe('plans catalogue', () => {
  it('has the three plans at their prices, each valid', () => {
    expect(plans.map((plan) => [plan.id, plan.price])).toEqual([
      ['free', 0],
      ['pro', 19],
      ['enterprise', 99],
    ])
    for (const plan of plans) expect(PlanSchema.parse(plan)).toEqual(plan)
    expect(plans.filter((plan) => plan.recommended)).toHaveLength(1)
  })

  it('says the free plan keeps no conversations and allows ten a day', () => {
    const free = plans[0]!
    expect(free.features).toContain('10 conversations per day')
    expect(free.excludedFeatures).toContain('Saved conversations')
  })
})
