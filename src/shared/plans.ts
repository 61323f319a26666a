import { z } from 'zod'

export const PlanSchema = z.object({
  id: z.enum(['free', 'pro', 'enterprise']),
  name: z.string().min(1),
  price: z.number().nonnegative(),
  period: z.string().min(1),
  description: z.string().min(1),
  features: z.array(z.string().min(1)).min(1),
  excludedFeatures: z.array(z.string().min(1)),
  recommended: z.boolean(),
})
export type Plan = z.infer<typeof PlanSchema>
